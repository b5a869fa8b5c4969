import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent } from '../../../testing/mock-api';
import { signOut, testProfile } from '../../../testing/session';
import { mockApi, renderPage } from '../testing/markups-fixtures';
import { MarkupsPage } from './markups-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['agency', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const AGENCY = '/api/agency/markups';
const UPDATED = { body: { message: 'Markup updated successfully' } };
const agencyMarkup = { markupType: 'percent', markupValue: 8, agencyFee: 1200, currency: 'USD', isDefault: true };
const RATES = {
  [`GET /api/multi-currency/exchange`]: () => ({
    body: {
      data: {
        base: 'USD',
        rates: { USD: 1, EUR: 0.92, JPY: 150 },
        decimals: { USD: 2, EUR: 2, JPY: 0 },
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    },
  }),
};
const toasts = () =>
  toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));
const agencyForm = async () => within(await screen.findByRole('form', { name: 'Agency markup' }));

describe('/settings/markups', () => {
  it("saves the agency's percent markup and says 'Markup updated successfully'", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...RATES,
      [`GET ${AGENCY}`]: () => ({ body: { data: agencyMarkup } }),
      [`PATCH ${AGENCY}`]: () => UPDATED,
    });
    renderPage(<MarkupsPage />);
    const form = await agencyForm();
    const value = form.getByRole<HTMLInputElement>('textbox', { name: 'Markup (%)' });
    expect(value.value).toBe('8 %');
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Percentage of the fare' }).checked).toBe(true);

    await user.clear(value);
    await user.type(value, '10.5');
    await user.clear(form.getByRole('textbox', { name: 'Agency fee' }));
    await user.type(form.getByRole('textbox', { name: 'Agency fee' }), '5');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'Markup updated successfully', color: 'green' }]));
    expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([
      // The fee typed in dollars goes in cents.
      { markupType: 'percent', markupValue: 10.5, agencyFee: 500, currency: 'USD' },
    ]);
  });

  it('switches to a fixed amount per booking: another label, no percent sign, minor units sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...RATES,
      [`GET ${AGENCY}`]: () => ({ body: { data: agencyMarkup } }),
      [`PATCH ${AGENCY}`]: () => UPDATED,
    });
    renderPage(<MarkupsPage />);
    const form = await agencyForm();

    await user.click(form.getByRole('radio', { name: 'Fixed amount per booking' }));
    expect(form.queryByRole('textbox', { name: 'Markup (%)' })).toBeNull();
    const value = form.getByRole<HTMLInputElement>('textbox', { name: 'Markup amount' });
    // 8 % is not 8 dollars: the amount starts empty.
    expect(value.value).toBe('');
    await user.type(value, '25.5');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([
        { markupType: 'fixed', markupValue: 2550, agencyFee: 1200, currency: 'USD' },
      ]),
    );
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Markup updated successfully', color: 'green' }]));
  });

  it("shows the server's validation error on its field until the field changes", async () => {
    const user = userEvent.setup();
    mockApi({
      ...RATES,
      [`GET ${AGENCY}`]: () => ({ body: { data: agencyMarkup } }),
      [`PATCH ${AGENCY}`]: () => ({
        status: 400,
        body: {
          message: 'Please check the highlighted fields',
          code: 'VALIDATION_FAILED',
          details: { markupValue: 'Invalid value' },
        },
      }),
    });
    renderPage(<MarkupsPage />);
    const form = await agencyForm();
    const value = form.getByRole('textbox', { name: 'Markup (%)' });
    await user.clear(value);
    await user.type(value, '150');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('Invalid value')).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'Agency fee' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(toasts()).toEqual([{ message: 'Please check the highlighted fields', color: 'red' }]);

    await user.type(value, '{Backspace}');
    expect(form.queryByText('Invalid value')).toBeNull();
  });

  it("finds a client by e-mail, gives them their own markup, then resets them to the agency's", async () => {
    const user = userEvent.setup();
    const client = {
      _id: 'c1c1c1c1-1111-4222-8333-444455556666',
      name: 'Clara Client',
      email: 'client@demo.test',
      userType: 'Client',
    };
    const path = `/api/agency/clients/${client._id}/markups`;
    let own: Record<string, unknown> | null = null;
    const fetchMock = mockApi({
      ...RATES,
      [`GET ${AGENCY}`]: () => ({ body: { data: agencyMarkup } }),
      'GET /api/user/list/email': (_body, url) => ({
        body: { data: url.searchParams.get('text') === 'cl' ? [client] : [] },
      }),
      [`GET ${path}`]: () => ({ body: { data: own ? { ...own, isDefault: false } : agencyMarkup } }),
      [`PATCH ${path}`]: (body) => {
        own = body as Record<string, unknown>;
        return UPDATED;
      },
      [`DELETE ${path}`]: () => {
        own = null;
        return UPDATED;
      },
    });
    renderPage(<MarkupsPage />);

    await user.type(await screen.findByRole('searchbox', { name: 'Client or agent e-mail' }), 'cl');
    await user.click(await screen.findByTestId('user-result'));
    const panel = within(await screen.findByTestId('user-markup'));
    expect((await panel.findByTestId('markup-origin')).textContent).toBe("Follows the agency's markup.");
    expect(panel.queryByRole('button', { name: "Reset to the agency's markup" })).toBeNull();

    const form = within(panel.getByRole('form', { name: 'Markup of Clara Client' }));
    await user.clear(form.getByRole('textbox', { name: 'Markup (%)' }));
    await user.type(form.getByRole('textbox', { name: 'Markup (%)' }), '3');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel.getByTestId('markup-origin').textContent).toBe('Has a markup of their own.'));
    expect(bodiesSent(fetchMock, 'PATCH', path)).toEqual([
      { markupType: 'percent', markupValue: 3, agencyFee: 1200, currency: 'USD' },
    ]);

    await user.click(panel.getByRole('button', { name: "Reset to the agency's markup" }));
    await waitFor(() => expect(panel.getByTestId('markup-origin').textContent).toBe("Follows the agency's markup."));
    expect(bodiesSent(fetchMock, 'DELETE', path)).toHaveLength(1);
    expect(toasts().map((t) => t.message)).toEqual(['Markup updated successfully', 'Markup updated successfully']);
  });

  it('uses the agent markup of an agent', async () => {
    const user = userEvent.setup();
    const agent = {
      _id: 'a9a9a9a9-1111-4222-8333-444455556666',
      name: 'Ana Agent',
      email: 'agent@demo.test',
      userType: 'Agent',
    };
    const fetchMock = mockApi({
      ...RATES,
      [`GET ${AGENCY}`]: () => ({ body: { data: agencyMarkup } }),
      'GET /api/user/list/email': () => ({ body: { data: [agent] } }),
      [`GET /api/agency/agents/${agent._id}/markups`]: () => ({
        body: { data: { markupType: 'fixed', markupValue: 2000, agencyFee: 0, currency: 'USD', isDefault: false } },
      }),
    });
    renderPage(<MarkupsPage />);
    await user.type(await screen.findByRole('searchbox', { name: 'Client or agent e-mail' }), 'ag');
    await user.click(await screen.findByTestId('user-result'));
    const form = within(await screen.findByRole('form', { name: 'Markup of Ana Agent' }));
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Fixed amount per booking' }).checked).toBe(true);
    expect(form.getByRole<HTMLInputElement>('textbox', { name: 'Markup amount' }).value).toBe('20');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/agency/clients/'))).toBe(false);
  });

  it("sets fixed amounts in another currency, in that currency's minor units", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...RATES,
      [`GET ${AGENCY}`]: () => ({ body: { data: agencyMarkup } }),
      [`PATCH ${AGENCY}`]: () => UPDATED,
    });
    renderPage(<MarkupsPage />);
    const form = await agencyForm();
    await user.click(form.getByRole('radio', { name: 'Fixed amount per booking' }));
    await user.click(form.getByRole('combobox', { name: 'Currency of the amounts' }));
    await user.click(await screen.findByRole('option', { name: 'JPY' }));
    // Both the amount and the fee now say they are in yen.
    expect(form.getAllByText('Per booking, in JPY.')).toHaveLength(2);
    await user.type(form.getByRole('textbox', { name: 'Markup amount' }), '1500');
    await user.clear(form.getByRole('textbox', { name: 'Agency fee' }));
    await user.type(form.getByRole('textbox', { name: 'Agency fee' }), '300');
    await user.click(form.getByRole('button', { name: 'Save' }));

    // The yen has no minor unit: 1500 yen is 1500.
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([
        { markupType: 'fixed', markupValue: 1500, agencyFee: 300, currency: 'JPY' },
      ]),
    );
  });

  it('tells agents who are not owners or admins that markups are not theirs to change', async () => {
    const fetchMock = mockApi({}, testProfile({ userType: 'Agent', name: 'Ana Agent' }));
    renderPage(<MarkupsPage />);
    expect((await screen.findByTestId('markups-forbidden')).textContent).toBe(
      'Only the agency owner and admins can change markups.',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(AGENCY))).toBe(false);
  });
});
