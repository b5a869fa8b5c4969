import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Approval } from '@travel/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { ApprovalsPage } from './approvals-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['approvals', 'people']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const LIST = '/api/agency/approvals';
const LIMIT = '/api/agency/approval-limit';
const toasts = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);
const renderApprovals = (route = '/approvals') => renderAt(<ApprovalsPage />, { path: '/approvals', route });

function approval(overrides: Partial<Approval> = {}): Approval {
  return {
    _id: '7d1f0a2b-4444-4555-8666-000000000001',
    status: 'pending',
    bookingId: 'b0000000-4444-4555-8666-000000000001',
    vertical: 'hotel',
    referenceNumber: 'HT-1001',
    bookingStatus: 'pending_payment',
    amount: 250_000,
    currency: 'USD',
    limitAmount: 100_000,
    limitCurrency: 'USD',
    agentId: 'a0000000-4444-4555-8666-000000000001',
    agentName: 'Rita Restricted',
    reason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** The queue kept on the "server": a decision moves a row out of the pending tab. */
function queueServer(initial: Approval[]) {
  let rows = initial;
  const id = initial[0]?._id ?? '';
  return {
    [`GET ${LIST}`]: (_body: unknown, url: URL) => {
      const status = url.searchParams.get('status') ?? 'pending';
      const matching = rows.filter((row) => row.status === status);
      return { body: { data: { approvals: matching, totalRecords: matching.length } } };
    },
    [`GET ${LIMIT}`]: () => ({ body: { data: { amount: 100_000, currency: 'USD' } } }),
    [`POST ${LIST}/${id}/approve`]: () => {
      rows = rows.map((row) => ({ ...row, status: 'approved' as const, decidedAt: '2026-11-21T10:00:00.000Z' }));
      return { body: { message: 'Booking approved' } };
    },
    [`POST ${LIST}/${id}/decline`]: (body: unknown) => {
      const reason = (body as { reason?: string }).reason ?? null;
      rows = rows.map((row) => ({ ...row, status: 'declined' as const, reason }));
      return { body: { message: 'Booking declined' } };
    },
  };
}

describe('/approvals', () => {
  it('shows the amount against the limit, links the booking, and approves it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(queueServer([approval()]), { profile: testProfile() });
    renderApprovals();
    const row = within(await screen.findByTestId('approval-row'));
    expect(row.getByText('$2,500.00')).toBeTruthy();
    expect(row.getByText('Limit $1,000.00')).toBeTruthy();
    expect(row.getByRole('link', { name: 'HT-1001' }).getAttribute('href')).toBe(
      '/bookings/hotels/b0000000-4444-4555-8666-000000000001',
    );
    expect(screen.getByTestId('approval-limit').textContent).toBe('$1,000.00');

    await user.click(row.getByRole('button', { name: 'Approve HT-1001' }));
    await waitFor(() => expect(toasts()).toEqual(['Booking approved']));
    // The queue is read again: nothing waits any more.
    expect((await screen.findByTestId('approvals-empty')).textContent).toBe('No bookings are waiting for approval.');
    expect(callsTo(fetchMock, LIST).map((call) => call.query)).toEqual([
      { status: 'pending', offSet: '0', limit: '20' },
      { status: 'pending', offSet: '0', limit: '20' },
    ]);
  });

  it('declines with a reason after asking, and shows it under Declined', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(queueServer([approval()]), { profile: testProfile() });
    renderApprovals();
    await user.click(await screen.findByRole('button', { name: 'Decline HT-1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline HT-1001?' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Over the trip budget');
    await user.click(dialog.getByRole('button', { name: 'Decline booking' }));

    await waitFor(() => expect(toasts()).toEqual(['Booking declined']));
    expect(bodiesSent(fetchMock, 'POST', `${LIST}/${approval()._id}/decline`)).toEqual([
      { reason: 'Over the trip budget' },
    ]);
    expect(await screen.findByTestId('approvals-empty')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Declined' }));
    expect((await screen.findByTestId('approval-reason')).textContent).toBe('Over the trip budget');
    expect(callsTo(fetchMock, LIST).at(-1)?.query).toMatchObject({ status: 'declined' });
  });

  it('declines without a reason: none is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(queueServer([approval()]), { profile: testProfile() });
    renderApprovals();
    await user.click(await screen.findByRole('button', { name: 'Decline HT-1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline HT-1001?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline booking' }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'POST', `${LIST}/${approval()._id}/decline`)).toEqual([{}]));
  });

  it('reads the status and page from the URL', async () => {
    const fetchMock = mockApi(queueServer([approval()]), { profile: testProfile() });
    renderApprovals('/approvals?status=approved&page=3');
    expect((await screen.findByTestId('approvals-empty')).textContent).toBe('No approved bookings yet.');
    expect(callsTo(fetchMock, LIST)[0]?.query).toEqual({ status: 'approved', offSet: '40', limit: '20' });
    expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe('true');
  });

  it('changes the limit in major units, and shows a refused amount at its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fetchMock = mockApi(
      {
        ...queueServer([approval()]),
        [`PATCH ${LIMIT}`]: (body) =>
          refuse
            ? {
                status: 400,
                body: { message: 'Check the fields', code: 'VALIDATION', details: { amount: 'Enter a whole number' } },
              }
            : { body: { data: body } },
      },
      { profile: testProfile() },
    );
    renderApprovals();
    await user.click(await screen.findByRole('button', { name: 'Change limit' }));
    const form = within(screen.getByRole('form', { name: 'Approval limit' }));
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1500.555');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('Enter a whole number')).toBeTruthy();

    refuse = false;
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('approval-limit').textContent).toBe('$1,500.00'));
    expect(bodiesSent(fetchMock, 'PATCH', LIMIT).at(-1)).toEqual({ amount: 150_000, currency: 'USD' });
  });

  it('tells an agent it is for owners and admins, and asks nothing', async () => {
    const fetchMock = mockApi({}, { profile: testProfile({ userType: 'Agent' }) });
    renderApprovals();
    expect((await screen.findByTestId('approvals-forbidden')).textContent).toBe(
      "Only the agency's owner and admins decide on approvals.",
    );
    expect(callsTo(fetchMock, LIST)).toEqual([]);
  });

  it('says so when the queue cannot be read', async () => {
    mockApi(
      { [`GET ${LIST}`]: () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }) },
      { profile: testProfile() },
    );
    renderApprovals();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
