import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { person } from '../testing/people-fixtures';
import { ClientPage } from './client-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['people', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const clara = person({ name: 'Clara Client', email: 'clara@demo.test', isVerified: false });
const detail: ClientDetail = {
  client: clara,
  bookings: {
    counts: { flight: 2, hotel: 1, car: 0, activity: 0 },
    total: 3,
    latest: [
      {
        _id: 'b1',
        referenceNumber: 'HTREF1',
        vertical: 'hotel',
        status: 'confirmed',
        total: { amount: 123456, currency: 'EUR' },
        travelDate: '2026-12-01',
        customer: { _id: clara._id, name: clara.name, email: clara.email },
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
  },
  markup: { markupType: 'percent', markupValue: 8, agencyFee: 1200, currency: 'USD', isDefault: true },
  isRewardWalletEnable: false,
};

describe('/clients/:id', () => {
  it('shows the bookings per vertical with links, the markup, and re-sends the verification e-mail', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET /api/agency/clients/${clara._id}`]: () => ({ body: { data: detail } }),
        'POST /api/agency/clients/resend-verification-email': () => ({ body: { message: 'Verification email sent' } }),
        'PATCH /api/agency/clients/reward-wallet': () => ({ body: { message: 'Reward wallet updated' } }),
        [`GET /api/agency/clients/${clara._id}/wallet`]: () => ({
          body: {
            data: {
              isEnabled: true,
              earnBasisPoints: 250,
              balances: [{ currency: 'EUR', amount: 1_250 }],
              entries: [
                {
                  id: 'e1',
                  kind: 'earned',
                  amount: 1_250,
                  currency: 'EUR',
                  referenceNumber: 'HTREF1',
                  createdAt: '2026-11-20T10:00:00.000Z',
                },
              ],
              totalEntries: 1,
            },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderAt(<ClientPage />, { path: '/clients/:id', route: `/clients/${clara._id}` });

    expect(await screen.findByRole('heading', { name: 'Clara Client', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('count-flight').textContent).toBe('Flights2');
    expect(screen.getByRole('link', { name: 'HTREF1' }).getAttribute('href')).toBe('/bookings/hotels/b1');
    expect(within(screen.getByTestId('person-booking')).getByText('€1,234.56')).toBeTruthy();
    expect(screen.getByTestId('person-markup').textContent).toBe("Markup: 8%, fee $12.00 (the agency's)");
    // The reward wallet: balance, rule and history.
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('€12.50');
    expect(screen.getByText(/You earn 2.5% of each completed trip/)).toBeTruthy();
    expect(within(screen.getByTestId('wallet-history')).getByText('Earned')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() =>
      expect(toast.mock.calls.map(([o]) => (o as { message: string }).message)).toEqual(['Verification email sent']),
    );
    expect(bodiesSent(fetchMock, 'POST', '/api/agency/clients/resend-verification-email')).toEqual([
      { userId: clara._id },
    ]);

    await user.click(screen.getByRole('switch', { name: 'Travel reward wallet' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'PATCH', '/api/agency/clients/reward-wallet')).toEqual([
        { userId: clara._id, isRewardWalletEnable: true },
      ]),
    );
  });

  it('says when the client does not exist', async () => {
    mockApi({}, { profile: testProfile() });
    renderAt(<ClientPage />, { path: '/clients/:id', route: `/clients/${clara._id}` });
    expect((await screen.findByRole('alert')).textContent).toBe('This client was not found.');
  });

  it("e-mails the chosen bookings' itinerary to the client, with a note, and shows a refused address at its field", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fetchMock = mockApi(
      {
        [`GET /api/agency/clients/${clara._id}`]: () => ({ body: { data: detail } }),
        'POST /api/v2/agency/email-itinerary': () =>
          refuse
            ? {
                status: 400,
                body: { message: 'Check the fields', code: 'VALIDATION', details: { email: 'Enter a valid e-mail' } },
              }
            : { body: { message: 'The itinerary has been sent' } },
      },
      { profile: testProfile() },
    );
    renderAt(<ClientPage />, { path: '/clients/:id', route: `/clients/${clara._id}` });
    const button = await screen.findByRole('button', { name: /E-mail itinerary/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Choose HTREF1' }));
    await user.click(screen.getByRole('button', { name: 'E-mail itinerary of 1 booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail the itinerary of 1 booking' }));
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: /Send to/ }).value).toBe('clara@demo.test');
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Have a good trip!');
    await user.click(dialog.getByRole('button', { name: 'Send itinerary' }));
    expect(await dialog.findByText('Enter a valid e-mail')).toBeTruthy();

    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Send itinerary' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(bodiesSent(fetchMock, 'POST', '/api/v2/agency/email-itinerary').at(-1)).toEqual({
      bookingIds: ['b1'],
      email: 'clara@demo.test',
      message: 'Have a good trip!',
    });
  });
});
