import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposalDetail, ProposalSummary } from '@travel/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { changeProposalStatus } from '../api/proposals';
import { ProposalPage } from './proposal-page';
import { ProposalsPage } from './proposals-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['proposals', 'hotel-vocabulary']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const ID = '7d1f0a2b-4444-4555-8666-000000000001';
const LIST = '/api/agency/proposal';
const toasts = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);

function summary(overrides: Partial<ProposalSummary> = {}): ProposalSummary {
  return {
    _id: ID,
    status: 'booking_requested',
    agentId: 'a0000000-4444-4555-8666-000000000001',
    agentName: 'Ana Agent',
    clientId: 'c0000000-4444-4555-8666-000000000001',
    clientName: 'Clara Client',
    clientEmail: 'client@demo.test',
    hotelNames: ['Casa Azul', 'Pousada Mosaic'],
    stayPeriod: { start: '2027-01-10', end: '2027-01-13' },
    currency: 'EUR',
    fromTotal: 45_000,
    chosenOption: 1,
    validUntil: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    booking: null,
    ...overrides,
  };
}

const option = (hotelName: string, total: number) => ({
  hotelId: hotelName,
  vendor: 'atlas',
  hotelName,
  roomTypeCode: 'DBL',
  roomName: 'Double Room',
  board: 'BB' as const,
  boardName: 'Bed and breakfast',
  refundable: true,
  total,
});

function detail(overrides: Partial<ProposalDetail> = {}): ProposalDetail {
  return {
    ...summary(),
    note: 'Two riverside stays',
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    nationality: { name: 'Portugal', alpha2Code: 'PT' },
    options: [option('Casa Azul', 45_000), option('Pousada Mosaic', 52_000)],
    disapprovalReason: null,
    history: [
      { status: 'draft', at: '2026-11-24T10:00:00.000Z', by: 'agent' },
      { status: 'sent', at: '2026-11-24T10:00:00.000Z', by: 'agent' },
      { status: 'viewed', at: '2026-11-24T11:00:00.000Z', by: 'system' },
      { status: 'booking_requested', at: '2026-11-24T11:05:00.000Z', by: 'client', option: 1 },
    ],
    dealUrl: `http://demo.localhost/booknow/hotels/deal/${ID}`,
    ...overrides,
  };
}

describe('/proposals', () => {
  it('lists the proposals with their status and booking, and sends the filters from the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => ({
          body: {
            data: {
              proposals: [
                summary(),
                summary({
                  _id: 'b',
                  status: 'booked',
                  booking: { _id: 'x', referenceNumber: 'HT-1001', status: 'pending_payment' },
                }),
              ],
              totalRecords: 2,
            },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderAt(<ProposalsPage />, { path: '/proposals', route: '/proposals?bookingStatus=none' });
    const rows = await screen.findAllByTestId('proposal-row');
    expect(within(rows[0] as HTMLElement).getByTestId('proposal-status').textContent).toBe('Booking requested');
    expect(within(rows[0] as HTMLElement).getByText('Not booked')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('HT-1001')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Awaiting payment')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Clara Client' })
        .getAttribute('href'),
    ).toBe(`/proposals/${ID}`);
    expect(callsTo(fetchMock, LIST)[0]?.query).toEqual({
      proposalStatus: 'All',
      bookingStatus: 'none',
      pastTrips: 'false',
      offSet: '0',
      limit: '20',
    });
    await user.click(screen.getByRole('switch', { name: 'Past trips' }));
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)?.query).toMatchObject({ pastTrips: 'true' }));
  });
});

describe('/proposals/:id', () => {
  it("shows the client's choice and history, and changes the status", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}/${ID}`]: () => ({ body: { data: detail() } }),
        [`PATCH ${LIST}`]: () => ({
          body: {
            message: 'Status changed Successfully',
            data: { proposalId: ID, status: 'approved', isApproved: true },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderAt(<ProposalPage />, { path: '/proposals/:id', route: `/proposals/${ID}` });
    const chosen = await screen.findByTestId('option-chosen');
    expect(chosen.closest('article')?.textContent).toContain('Pousada Mosaic');
    expect(
      screen
        .getAllByTestId('history-entry')
        .map((entry) => /^(.+?)(By the|Automatically)/.exec(entry.textContent ?? '')?.slice(1, 3)),
    ).toEqual([
      ['Draft', 'By the'],
      ['Sent', 'By the'],
      ['Viewed', 'Automatically'],
      ['Booking requested', 'By the'],
    ]);
    expect(screen.getAllByTestId('history-entry')[3]?.textContent).toContain('By the client');
    expect(screen.getAllByRole('button', { name: 'Book for Clara Client' })).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(toasts()).toEqual(['Status changed to Approved']));
    expect(bodiesSent(fetchMock, 'PATCH', LIST)).toEqual([{ proposalId: ID, status: 'approved' }]);
  });
});

describe('changeProposalStatus (spec 4: Proposals status update)', () => {
  it('keeps the new status on success', async () => {
    mockApi({
      [`PATCH ${LIST}`]: () => ({
        body: { message: 'ok', data: { proposalId: ID, status: 'expired', isApproved: false } },
      }),
    });
    expect(await changeProposalStatus(ID, 'expired')).toBe('expired');
    expect(toasts()).toEqual([]);
  });

  it('keeps false on a failure, with its error toast', async () => {
    mockApi({
      [`PATCH ${LIST}`]: () => ({
        status: 409,
        body: { message: "This cannot be done in the proposal's current status", code: 'INVALID_STATE' },
      }),
    });
    expect(await changeProposalStatus(ID, 'approved')).toBe(false);
    await waitFor(() => expect(toasts()).toEqual(["This cannot be done in the proposal's current status"]));
  });

  it('keeps false without a toast when the answer says the proposal is approved', async () => {
    mockApi({
      [`PATCH ${LIST}`]: () => ({
        status: 409,
        body: {
          message: "This cannot be done in the proposal's current status",
          code: 'INVALID_STATE',
          details: { isApproved: 'This proposal is approved by the client' },
        },
      }),
    });
    expect(await changeProposalStatus(ID, 'expired')).toBe(false);
    // Given the time a toast takes to show (as the test above waits for one), none came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts()).toEqual([]);
  });
});
