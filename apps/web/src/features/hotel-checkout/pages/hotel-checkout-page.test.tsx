import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HotelQuote } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { AGENT, CLIENT } from '../../../testing/checkout-users';
import { hotelBooking } from '../../../testing/hotel-booking';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import {
  CORELATION_ID,
  DRAFT_ID,
  HOTEL_ID,
  hotelQuote,
  priceAnswer,
  storedAnswer,
  VENDOR,
} from '../testing/hotel-fixtures';
import { HotelCheckoutPage } from './hotel-checkout-page';

const PATH = '/booknow/hotels/checkout';
const QUOTE = hotelQuote();
const CHOSEN = `${PATH}?hotelId=${HOTEL_ID}&vendor=${VENDOR}&corelationId=${CORELATION_ID}&rateKey=rate-bb-flex`;
const DETAILS = `/booknow/hotels/search-details?hotelId=${HOTEL_ID}&vendor=${VENDOR}&corelationId=${CORELATION_ID}`;
const renderCheckout = (route = CHOSEN) => renderAt(<HotelCheckoutPage />, { path: PATH, route });

/** getPrice answers `quote`, hotelStore keeps whichever quote it is given. */
function pricing(quote: HotelQuote, extra: ApiHandlers = {}, profile = CLIENT) {
  const quotes = new Map([[quote.quoteId, quote]]);
  return mockApi(
    {
      'POST /api/v2/hotel/getPrice': () => priceAnswer(quote),
      'POST /api/v2/hotel/hotelStore': (body) => {
        const kept = quotes.get((body as { quoteId: string }).quoteId);
        return kept ? storedAnswer(kept) : undefined;
      },
      [`DELETE /api/v2/hotel/hotelStore/${DRAFT_ID}`]: () => ({ body: { message: 'Deleted' } }),
      ...extra,
    },
    { profile },
  );
}

const textbox = (name: string) => screen.getAllByRole<HTMLInputElement>('textbox', { name });
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeAll(() => i18n.loadNamespaces(['hotel-booking', 'checkout', 'trips', 'widgets']));
afterEach(() => signOut());

describe('hotel checkout: the price', () => {
  it('checks the chosen rate with the hotel on entry and keeps it as the draft a reload resumes', async () => {
    const fetchMock = pricing(QUOTE);
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/v2/hotel/getPrice').map((call) => call.body)).toEqual([
      { corelationId: CORELATION_ID, hotelId: HOTEL_ID, vendor: VENDOR, rateKey: 'rate-bb-flex' },
    ]);
    expect(callsTo(fetchMock, '/api/v2/hotel/hotelStore').map((call) => call.body)).toEqual([
      { quoteId: QUOTE.quoteId },
    ]);
    const stay = screen.getByTestId('stay-summary');
    expect(within(stay).getByText('2 rooms · Standard Double Room · Breakfast included')).toBeTruthy();
    expect(within(stay).getByText('3 adults · 1 child')).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toBe('€648.00');
  });

  it('resumes a draft from the address after a reload, without asking the hotel again', async () => {
    const fetchMock = pricing(QUOTE);
    renderCheckout(`${PATH}?quote=${QUOTE.quoteId}`);
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/v2/hotel/getPrice')).toEqual([]);
    expect(callsTo(fetchMock, '/api/v2/hotel/hotelStore').map((call) => call.body)).toEqual([
      { quoteId: QUOTE.quoteId },
    ]);
  });

  it('shows a changed price first; accepting continues at the new price', async () => {
    const user = userEvent.setup();
    pricing(hotelQuote({ status: 'changed', previousTotal: 60_000 }));
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(within(dialog).getByText('The hotel changed the price of this room since your search.')).toBeTruthy();
    expect(within(dialog).getByTestId('old-price').textContent).toBe('€600.00');
    expect(within(dialog).getByTestId('new-price').textContent).toBe('€648.00');
    expect(screen.getByRole('button', { name: 'Continue to payment', hidden: true })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Accept new price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('price-total').textContent).toBe('€648.00');
  });

  it('declining a changed price goes back to the rooms and forgets the draft', async () => {
    const user = userEvent.setup();
    const fetchMock = pricing(hotelQuote({ status: 'changed', previousTotal: 60_000 }));
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect((await screen.findByTestId('location')).textContent).toBe(DETAILS);
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/v2/hotel/hotelStore/${DRAFT_ID}`)).toEqual([
        expect.objectContaining({ method: 'DELETE' }),
      ]),
    );
  });

  it('says a sold-out room has sold out and leads back to the rooms', async () => {
    mockApi(
      {
        'POST /api/v2/hotel/getPrice': () => ({
          status: 409,
          body: { message: 'This room is no longer available', code: 'SOLD_OUT' },
        }),
      },
      { profile: CLIENT },
    );
    renderCheckout();
    expect(await screen.findByText('This room has just sold out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the rooms' }).getAttribute('href')).toBe(DETAILS);
  });
});

describe('hotel checkout: the form', () => {
  it('flags each empty or wrong field on submit, focuses the first, and books nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = pricing(QUOTE);
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    const rooms = screen.getAllByTestId('room-guests');
    expect(rooms.map((room) => within(room).getByText(/^Room \d/).textContent)).toEqual([
      'Room 1: Standard Double Room',
      'Room 2: Standard Double Room',
    ]);
    expect(within(rooms[1] as HTMLElement).getByRole('group', { name: 'Child, 7 years' })).toBeTruthy();
    fill(textbox('First name')[1] as HTMLElement, 'Rui2');
    fill(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const lead = within(rooms[0] as HTMLElement).getByRole('group', { name: 'Lead guest' });
    expect(within(lead).getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(lead).getAllByText('Required')).toHaveLength(2);
    const second = within(rooms[0] as HTMLElement).getByRole('group', { name: 'Guest 2' });
    expect(within(second).getByText('Only letters, spaces, dots, hyphens and apostrophes')).toBeTruthy();
    expect(screen.getByText('Enter a phone number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('First name')[0]));
    expect(callsTo(fetchMock, '/api/v2/hotel/booking')).toEqual([]);
  });

  it('books every guest by room with the contact and requests, then opens the payment step', async () => {
    const user = userEvent.setup();
    const held = hotelBooking({ referenceNumber: 'HTHELD0001', bookingStatus: 'pending_payment', pdfurl: null });
    const fetchMock = pricing(QUOTE, {
      'POST /api/v2/hotel/booking': () => ({ body: { data: held } }),
      'GET /api/v3/hotel/hotel-booking/HTHELD0001': () => ({ body: { data: held } }),
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    const names = [
      ['Ana', 'Silva'],
      ['Rui', 'Silva'],
      ['Eva', 'Costa'],
      ['Leo', 'Costa'],
    ];
    names.forEach(([given = '', family = ''], index) => {
      fill(textbox('First name')[index] as HTMLElement, given);
      fill(textbox('Last name')[index] as HTMLElement, family);
    });
    fill(screen.getByRole('textbox', { name: /Special requests/ }), ' Late arrival ');
    expect(screen.getByTestId('requests-left').textContent).toBe('486 characters left');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/v2/hotel/booking')).toHaveLength(1));
    const [call] = callsTo(fetchMock, '/api/v2/hotel/booking');
    expect(call?.body).toEqual({
      quoteId: QUOTE.quoteId,
      rooms: [
        {
          guests: [
            { type: 'adult', givenName: 'Ana', familyName: 'Silva' },
            { type: 'adult', givenName: 'Rui', familyName: 'Silva' },
          ],
        },
        {
          guests: [
            { type: 'adult', givenName: 'Eva', familyName: 'Costa' },
            { type: 'child', givenName: 'Leo', familyName: 'Costa', age: 7 },
          ],
        },
      ],
      contact: { email: CLIENT.email, phone: '+351 912 345 678' },
      specialRequests: 'Late arrival',
      isTripProtectionSelected: false,
    });
    expect(call?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Your room is reserved under booking HTHELD0001. Pay now to confirm it.'),
    ).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });

  it("an agent prices the same rate for a client and books it for them, at the client's price", async () => {
    const user = userEvent.setup();
    const CLARA = { _id: CLIENT._id, name: 'Clara Client', email: 'client@demo.test' };
    const forClara = hotelQuote({
      quoteId: '33333333-3333-4333-8333-333333333333',
      client: CLARA,
      markup: 5,
      breakdown: {
        currency: 'EUR',
        lines: [
          { kind: 'base_fare', passengerType: null, count: 1, amount: 60_000 },
          { kind: 'markup', passengerType: null, count: 0, amount: 3_000 },
        ],
        total: 63_000,
      },
    });
    const quotes = new Map([
      [QUOTE.quoteId, storedAnswer(QUOTE)],
      [forClara.quoteId, storedAnswer(forClara, '44444444-4444-4444-8444-444444444444')],
    ]);
    const fetchMock = mockApi(
      {
        'POST /api/v2/hotel/getPrice': (body) =>
          priceAnswer((body as { clientId?: string }).clientId ? forClara : QUOTE),
        'POST /api/v2/hotel/hotelStore': (body) => quotes.get((body as { quoteId: string }).quoteId),
        [`DELETE /api/v2/hotel/hotelStore/${DRAFT_ID}`]: () => ({ body: { message: 'Deleted' } }),
        'GET /api/user/list/email': () => ({ body: { data: [{ ...CLARA, userType: 'Client' }] } }),
        'POST /api/v2/hotel/booking': () => ({ status: 500, body: { message: 'Stop here', code: 'INTERNAL' } }),
      },
      { profile: AGENT },
    );
    renderCheckout();
    expect((await screen.findByTestId('booking-for')).textContent).toBe('Booking for yourself');
    await user.type(screen.getByRole('searchbox', { name: 'Book for a client: their e-mail' }), 'client');
    await user.click((await screen.findAllByTestId('client-result'))[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('booking-for').textContent).toBe('Booking for Clara Client (client@demo.test)'),
    );
    expect(callsTo(fetchMock, '/api/v2/hotel/getPrice').at(-1)?.body).toEqual({
      corelationId: CORELATION_ID,
      hotelId: HOTEL_ID,
      vendor: VENDOR,
      rateKey: 'rate-bb-flex',
      clientId: CLIENT._id,
    });
    expect(screen.getByTestId('price-total').textContent).toBe('€630.00');
    expect(screen.getByTestId('markup-note').textContent).toBe('Includes your markup of 5%');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('client@demo.test');

    textbox('First name').forEach((field) => fill(field, 'Clara'));
    textbox('Last name').forEach((field) => fill(field, 'Client'));
    fill(screen.getByRole('textbox', { name: 'Phone' }), '+351 912 345 678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/v2/hotel/booking')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/v2/hotel/booking')[0]?.body).toMatchObject({
      quoteId: forClara.quoteId,
      clientId: CLIENT._id,
      contact: { email: 'client@demo.test' },
    });
    expect((await screen.findByTestId('booking-error')).textContent).toBe('Stop here');
  });
});

describe('hotel checkout: the room sold meanwhile', () => {
  it("says so when booking finds the room sold out, with the hotel's message and the way back to the rooms", async () => {
    const user = userEvent.setup();
    pricing(QUOTE, {
      'POST /api/v2/hotel/booking': () => ({
        status: 409,
        body: { message: 'Sorry, this room has just been sold out.', code: 'SOLD_OUT' },
      }),
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    textbox('First name').forEach((field) => fill(field, 'Ana'));
    textbox('Last name').forEach((field) => fill(field, 'Silva'));
    fill(screen.getByRole('textbox', { name: 'Phone' }), '+351 912 345 678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByTestId('booking-error');
    expect(alert.textContent).toContain('Sorry, this room has just been sold out.');
    expect(within(alert).getByRole('link', { name: 'Back to the rooms' }).getAttribute('href')).toBe(DETAILS);
  });
});

describe('hotel checkout: paying a booking', () => {
  it('pays a held booking opened from My Trips and shows the confirmation of the paid stay', async () => {
    const user = userEvent.setup();
    const held = hotelBooking({ referenceNumber: 'HTHELD0001', bookingStatus: 'pending_payment', pdfurl: null });
    const paid = hotelBooking({ referenceNumber: 'HTHELD0001' });
    const fetchMock = mockApi(
      {
        'GET /api/v3/hotel/hotel-booking/HTHELD0001': () => ({ body: { data: held } }),
        'POST /sandbox-gateway/v1/tokens': () => ({ body: { token: 'tok_visa_123456', brand: 'visa', last4: '4242' } }),
        'POST /api/v2/hotel/payment': () => ({ body: { data: { status: 'succeeded', booking: paid } } }),
      },
      { profile: CLIENT },
    );
    renderCheckout(`${PATH}?booking=HTHELD0001`);
    expect(
      await screen.findByText('Your room is reserved under booking HTHELD0001. Pay now to confirm it.'),
    ).toBeTruthy();
    expect(screen.getByTestId('pay-at-property').textContent).toBe(
      'Paid at the hotel: City tax (per adult per night, up to 7 nights) $24.00',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Clara Client');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/v2/hotel/payment')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/v2/hotel/payment')[0]?.body).toEqual({
      referenceNumber: 'HTHELD0001',
      paymentToken: 'tok_visa_123456',
    });
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/booknow/hotels/confirm-payment?referenceNumber=HTHELD0001',
    );
  });

  it('says a booking that is not awaiting payment cannot be paid, with the way to it', async () => {
    mockApi(
      { 'GET /api/v3/hotel/hotel-booking/HT7QK2M9PL': () => ({ body: { data: hotelBooking() } }) },
      { profile: CLIENT },
    );
    renderCheckout(`${PATH}?booking=HT7QK2M9PL`);
    expect(await screen.findByText('Booking HT7QK2M9PL is not awaiting payment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the booking' }).getAttribute('href')).toBe(
      '/hotel-details?referenceNumber=HT7QK2M9PL',
    );
  });
});

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));
