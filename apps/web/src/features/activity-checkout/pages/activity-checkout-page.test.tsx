import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityQuote } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import {
  ACTIVITY_QUOTE_ID,
  activityBooking,
  activityQuote,
  bookedItem,
  HOLD_ID,
  PRODUCT_CODE,
} from '../../../testing/activity-booking';
import { CLIENT } from '../../../testing/checkout-users';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { activityDrafts } from '../lib/activity-draft';
import { ActivityCheckoutPage } from './activity-checkout-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const SEARCH = 'destination=lisbon';
const PATH = '/booknow/activities/bookings/checkout';
const ENTRY = `${PATH}?${new URLSearchParams({ hold: HOLD_ID, product: PRODUCT_CODE, search: SEARCH }).toString()}`;
const DETAILS = `/booknow/activities/result-details/${PRODUCT_CODE}?${new URLSearchParams({ search: SEARCH }).toString()}`;
const renderCheckout = (route = ENTRY) => renderAt(<ActivityCheckoutPage />, { path: PATH, route });
const protection = (isEnabled: boolean) => () => ({
  body: { data: btoa(JSON.stringify({ isEnabled, refundProtectMarkup: 8 })) },
});

function pricing(quote: ActivityQuote, extra: ApiHandlers = {}) {
  return mockApi(
    {
      'POST /api/activities/bookings/checkout': () => ({ body: { data: quote } }),
      'GET /api/refund-protects': protection(false),
      ...extra,
    },
    { profile: CLIENT },
  );
}

const QUESTIONS = bookedItem({
  bookingQuestions: [
    { id: 'weight', label: 'Weight', type: 'NUMBER_AND_UNIT', perTraveler: true, required: true, units: ['kg', 'lb'] },
    { id: 'hotel', label: 'Pick-up hotel', type: 'LOCATION', perTraveler: false, required: true, units: [] },
    { id: 'diet', label: 'Dietary needs', type: 'STRING', perTraveler: false, required: false, units: [] },
  ],
});

const fill = (scope: ReturnType<typeof within>, name: string, value: string) =>
  fireEvent.change(scope.getByRole('textbox', { name }), { target: { value } });

beforeAll(() => i18n.loadNamespaces(['activity-booking', 'checkout', 'trips', 'widgets']));
afterEach(() => {
  signOut();
  sessionStorage.clear();
});

describe('activity checkout: the price', () => {
  it('checks the hold again on entry, keeps the quote as the draft and shows what is booked', async () => {
    const fetchMock = pricing(activityQuote());
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/activities/bookings/checkout').map((call) => call.body)).toEqual([
      { holdId: HOLD_ID },
    ]);
    expect(activityDrafts.read(ACTIVITY_QUOTE_ID)).not.toBeNull();
    const summary = within(screen.getByTestId('activity-summary'));
    expect(summary.getByTestId('summary-start').textContent).toBe('Dec 10, 2026, 9:00 AM (Lisbon time)');
    expect(summary.getByText('Full refund if you cancel by Dec 9, 2026, 9:00 AM.')).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toBe('€115.00');
    // One box per place, by band; the first named after the customer.
    expect(screen.getByTestId('traveler-1').querySelector('legend')?.textContent).toBe('Traveler 1 · Adult');
    expect(screen.getByTestId('traveler-3').querySelector('legend')?.textContent).toBe('Traveler 3 · Child');
    const first = within(screen.getByTestId('traveler-1'));
    expect(first.getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('Clara');
  });

  it('shows a changed price first; accepting continues, going back leads to the calendar', async () => {
    const user = userEvent.setup();
    pricing(activityQuote({ status: 'changed', previousTotal: 10900 }));
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(
      within(dialog).getByText('The operator changed the price of this activity since you checked it.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('old-price').textContent).toBe('€109.00');
    expect(within(dialog).getByTestId('new-price').textContent).toBe('€115.00');
    expect(screen.getByRole('button', { name: 'Continue to payment', hidden: true })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Accept new price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty('disabled', false);
  });

  it("declining a changed price goes back to the product's calendar", async () => {
    const user = userEvent.setup();
    pricing(activityQuote({ status: 'changed', previousTotal: 10900 }));
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect((await screen.findByTestId('location')).textContent).toBe(DETAILS);
    expect(sessionStorage.length).toBe(0);
  });

  it('says a slot sold out since the check has gone, and leads back to the calendar', async () => {
    mockApi(
      {
        'POST /api/activities/bookings/checkout': () => ({
          status: 409,
          body: { message: 'This time is sold out', code: 'SOLD_OUT' },
        }),
      },
      { profile: CLIENT },
    );
    renderCheckout();
    const notice = within(await screen.findByTestId('stop-notice'));
    expect(notice.getByText('Sold out')).toBeTruthy();
    expect(notice.getByText('The places you chose are no longer available. Choose another date or time.')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Choose another date or time' }).getAttribute('href')).toBe(DETAILS);
  });
});

describe('activity checkout: travellers and booking questions', () => {
  it('requires every mandatory answer, focuses the first missing field and books nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = pricing(activityQuote({ activity: QUESTIONS }));
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // Names of travellers 2 and 3, each traveller's weight and the pick-up hotel; the diet is optional.
    expect(await screen.findAllByText('Required')).toHaveLength(2 + 2 + 3 + 1);
    expect(screen.getByRole('textbox', { name: 'Dietary needs (optional)' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByTestId('traveler-1')).getByRole('textbox', { name: 'Weight' }),
      ),
    );
    expect(callsTo(fetchMock, '/api/activities/book')).toEqual([]);
  });

  it('books the travellers with their answers and opens the payment step', async () => {
    const user = userEvent.setup();
    const held = activityBooking({ referenceNumber: 'ACHELD0001', bookingStatus: 'pending_payment', payment: null });
    const fetchMock = pricing(activityQuote({ activity: QUESTIONS }), {
      'POST /api/activities/book': () => ({ body: { data: held } }),
      'GET /api/activities/bookings/ACHELD0001/details': () => ({ body: { data: held } }),
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    const names = [
      ['Clara', 'Client', '62'],
      ['Rui', 'Client', '80'],
      ['Ana', 'Client', '31'],
    ];
    names.forEach(([given = '', family = '', weight = ''], index) => {
      const box = within(screen.getByTestId(`traveler-${index + 1}`));
      fill(box, 'First name', given);
      fill(box, 'Last name', family);
      fill(box, 'Weight', weight);
    });
    fill(within(screen.getByTestId('booking-questions')), 'Pick-up hotel', 'Hotel Avenida Palace');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/activities/book')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/activities/book')[0]?.body).toEqual({
      quoteId: ACTIVITY_QUOTE_ID,
      travelers: [
        {
          band: 'ADULT',
          givenName: 'Clara',
          familyName: 'Client',
          answers: [{ questionId: 'weight', value: '62', unit: 'kg' }],
        },
        {
          band: 'ADULT',
          givenName: 'Rui',
          familyName: 'Client',
          answers: [{ questionId: 'weight', value: '80', unit: 'kg' }],
        },
        {
          band: 'CHILD',
          givenName: 'Ana',
          familyName: 'Client',
          answers: [{ questionId: 'weight', value: '31', unit: 'kg' }],
        },
      ],
      answers: [{ questionId: 'hotel', value: 'Hotel Avenida Palace' }],
      contact: { email: CLIENT.email, phone: '+351 912 345 678' },
      isTripProtectionSelected: false,
    });
    expect(
      await screen.findByText('Your places are held under reference ACHELD0001. Pay now to book them.'),
    ).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });
});

describe('activity checkout: paying', () => {
  it('pays a booking awaiting payment and opens its confirmation', async () => {
    const user = userEvent.setup();
    const held = activityBooking({ referenceNumber: 'ACHELD0001', bookingStatus: 'pending_payment', payment: null });
    const paid = activityBooking({ referenceNumber: 'ACHELD0001' });
    const fetchMock = mockApi(
      {
        'GET /api/activities/bookings/ACHELD0001/details': () => ({ body: { data: held } }),
        'POST /sandbox-gateway/v1/tokens': () => ({ body: { token: 'tok_visa_123456', brand: 'visa', last4: '4242' } }),
        'POST /api/activities/payment': () => ({
          body: { data: { status: 'succeeded', challengeUrl: null, message: null, booking: paid } },
        }),
      },
      { profile: CLIENT },
    );
    renderCheckout(`${PATH}?booking=ACHELD0001`);
    await screen.findByText('Your places are held under reference ACHELD0001. Pay now to book them.');
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Clara Client');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/activities/payment')).toHaveLength(1));
    expect((await screen.findByTestId('location')).textContent).toBe('/booknow/activities/confirmation/ACHELD0001');
  });
});
