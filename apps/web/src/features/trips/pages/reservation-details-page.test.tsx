import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import { booking, mockApi, renderPage } from '../testing/trips-fixtures';
import { ReservationDetailsPage } from './reservation-details-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['trips', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const DETAILS = '/api/flight/getReservationDetails';
const REF = 'FL9BMEA3CM';
const renderDetails = () =>
  renderPage(<ReservationDetailsPage vertical="flight" />, {
    path: '/flight-details',
    route: `/flight-details?referenceNumber=${REF}`,
  });
const toasts = () =>
  toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));
const ticketed = booking({
  bookingStatus: 'ticketed',
  bookedStatus: 'ticketed',
  ticketedAt: '2026-11-22T10:00:00.000Z',
});
const quote = (isVoidable: boolean) => ({
  body: {
    data: isVoidable
      ? {
          referenceNumber: REF,
          penalty: { amount: 0, currency: 'USD' },
          refund: { amount: 418677, currency: 'USD' },
          isVoidable: true,
          flightPenaltyAmount: 0,
        }
      : {
          referenceNumber: REF,
          penalty: { amount: 60000, currency: 'USD' },
          refund: { amount: 358677, currency: 'USD' },
          isVoidable: false,
          flightPenaltyAmount: 60000,
        },
  },
});

describe('/flight-details', () => {
  it('shows legs in local time, travellers and tickets, fare, price lines summing to the total, card and history', async () => {
    const fetchMock = mockApi({ [`GET ${DETAILS}`]: () => ({ body: { data: ticketed } }) });
    renderDetails();

    expect((await screen.findByTestId('reference-number')).textContent).toBe(REF);
    expect(callsTo(fetchMock, DETAILS)[0]?.query).toEqual({ referenceNumber: REF });
    const [outbound, inbound] = screen.getAllByTestId('booking-leg');
    expect(within(outbound as HTMLElement).getByTestId('leg-times').textContent).toBe('9:10 AM – 11:40 AM');
    // An overnight return lands the next day.
    expect(within(inbound as HTMLElement).getByTestId('leg-times').textContent).toBe('9:05 PM – 9:15 AM+1');
    expect(screen.getAllByTestId('traveller').map((row) => row.textContent)).toEqual([
      'Clara ClientAdult0471234567890',
      'Paulo ClientAdult0471234567891',
      'Tiago ClientChildNot issued yet',
    ]);
    expect(screen.getByTestId('fare-family').textContent).toBe('Economy Standard');
    expect(screen.getByText('Refundable with a $250.00 penalty')).toBeTruthy();
    expect(screen.getAllByTestId('price-line').map((line) => line.textContent)).toEqual([
      'Fare, 2 adults$2,295.20',
      'Taxes and fees, 2 adults$341.14',
      'Fare, 1 child$860.70',
      'Taxes and fees, 1 child$149.05',
      'Agency service charge$291.69',
      'Agency fee$12.00',
      'Refund protection$236.99',
    ]);
    expect(screen.getByTestId('price-total').textContent).toBe('$4,186.77');
    expect(screen.getByTestId('payment-card').textContent).toBe('Visa •••• 4242 · paid');
    expect(
      screen
        .getAllByTestId('history-event')
        .map((event) => event.querySelector('.mantine-Timeline-itemTitle')?.textContent),
    ).toEqual(['Awaiting payment', 'Confirmed']);
    expect(screen.getAllByTestId('history-note').map((note) => note.textContent)).toEqual([
      'PNR Q7K2LM held with the airline',
      'Paid by Visa •••• 4242',
    ]);
  });

  it('words the history in Portuguese and Spanish: no English left from the server', async () => {
    // Money is formatted with no-break spaces.
    const notes = () => screen.getAllByTestId('history-note').map((note) => note.textContent?.replace(/\s/g, ' '));
    const voided = booking({
      ...ticketed,
      bookingStatus: 'voided',
      history: [
        ...ticketed.history,
        {
          status: 'voided',
          note: { key: 'voided', values: { amount: '418677', currency: 'USD' } },
          at: '2026-11-22T11:00:00.000Z',
        },
      ],
    });
    mockApi({ [`GET ${DETAILS}`]: () => ({ body: { data: voided } }) });
    await i18n.loadLanguages(['pt', 'es']);
    try {
      await i18n.changeLanguage('pt');
      renderDetails();
      await screen.findByTestId('reference-number');
      await waitFor(() =>
        expect(notes()).toEqual([
          'PNR Q7K2LM reservado com a companhia aérea',
          'Pago com Visa •••• 4242',
          'Anulada; reembolso de US$ 4.186,77',
        ]),
      );
      await i18n.changeLanguage('es');
      await waitFor(() =>
        expect(notes()).toEqual([
          'PNR Q7K2LM reservado con la aerolínea',
          'Pagado con Visa •••• 4242',
          'Anulada; reembolso de 4186,77 US$',
        ]),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers Pay for a held booking within its time limit, and shows that limit', async () => {
    const limit = new Date(Date.now() + 2 * 3_600_000).toISOString();
    mockApi({
      [`GET ${DETAILS}`]: () => ({
        body: { data: booking({ bookingStatus: 'pending_payment', payment: null, ticketingTimeLimit: limit }) },
      }),
    });
    renderDetails();
    const pay = await screen.findByRole('link', { name: `Pay booking ${REF}` });
    expect(pay.getAttribute('href')).toBe(`/booknow/flights/checkout?booking=${REF}`);
    expect(screen.getByTestId('pay-until').textContent).toBe(
      `Pay by ${new Date(limit).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
  });

  it('cancels after the quote and a confirmation: toast, then the booking as the server answered', async () => {
    const user = userEvent.setup();
    const cancelled = booking({
      ...ticketed,
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      refund: { amount: 358677, currency: 'USD' },
      cancelledAt: '2026-11-25T10:00:00.000Z',
    });
    const fetchMock = mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: ticketed } }),
      'POST /api/flight/get-penalty': () => quote(false),
      'POST /api/flight/flight-cancel-booking': () => ({
        body: { data: cancelled, message: 'Flight cancelled successfully' },
      }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    expect(callsTo(fetchMock, '/api/flight/get-penalty')[0]?.body).toEqual({ referenceNumber: REF });
    expect((await screen.findByTestId('penalty-amount')).textContent).toBe('$600.00');
    expect(screen.getByTestId('refund-amount').textContent).toBe('$3,586.77');
    expect(screen.getByTestId('voidable-note').textContent).toBe(
      "The ticket can no longer be voided: the fare's cancellation rules apply.",
    );
    expect(screen.queryByRole('button', { name: 'Void ticket' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('You get back $3,586.77; $600.00 is kept.');
    expect(callsTo(fetchMock, '/api/flight/flight-cancel-booking')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(callsTo(fetchMock, '/api/flight/flight-cancel-booking').map((call) => call.body)).toEqual([
      { referenceNumber: REF },
    ]);
    expect(toasts()).toEqual([{ message: 'Flight cancelled successfully', color: 'green' }]);
    expect(screen.getByTestId('refunded').textContent).toBe('$3,586.77');
    expect(screen.queryByRole('button', { name: 'Get cancellation quote' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels a ticket still in its void window as a void, never naming the void to the customer', async () => {
    const user = userEvent.setup();
    const voided = booking({
      ...ticketed,
      bookingStatus: 'voided',
      bookedStatus: 'voided',
      refund: { amount: 418677, currency: 'USD' },
    });
    const fetchMock = mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: ticketed } }),
      'POST /api/flight/get-penalty': () => quote(true),
      'POST /api/flight/flightCancelVoidBooking': () => ({
        body: { data: voided, message: 'Flight cancelled successfully' },
      }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    expect((await screen.findByTestId('voidable-note')).textContent).toBe(
      'Your tickets were issued less than 24 hours ago: if you cancel now, everything is refunded.',
    );
    expect(screen.queryByRole('button', { name: 'Void ticket' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).not.toMatch(/void/i);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Voided'));
    expect(callsTo(fetchMock, '/api/flight/flightCancelVoidBooking').map((call) => call.body)).toEqual([
      { referenceNumber: REF },
    ]);
    expect(callsTo(fetchMock, '/api/flight/flight-cancel-booking')).toHaveLength(0);
    expect(toasts()).toEqual([{ message: 'Flight cancelled successfully', color: 'green' }]);
  });

  it("shows the server's message when the cancellation is refused, and reads the booking again", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: ticketed } }),
      'POST /api/flight/get-penalty': () => quote(false),
      'POST /api/flight/flight-cancel-booking': () => ({
        status: 409,
        body: { message: 'This booking can no longer be changed', code: 'INVALID_STATE' },
      }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'This booking can no longer be changed', color: 'red' }]));
    await waitFor(() => expect(callsTo(fetchMock, DETAILS)).toHaveLength(2));
    expect(screen.getByTestId('booking-status').textContent).toBe('Ticketed');
  });

  it("says 'Something went wrong' when the quote fails without a message", async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: ticketed } }),
      'POST /api/flight/get-penalty': () => ({ status: 502, body: {} }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Get cancellation quote' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Something went wrong', color: 'red' }]));
    expect(screen.queryByTestId('cancellation-quote')).toBeNull();
  });

  it("empties the details and shows the server's message when they cannot be read", async () => {
    mockApi({ [`GET ${DETAILS}`]: () => ({ status: 404, body: { message: 'Booking not found', code: 'NOT_FOUND' } }) });
    renderDetails();
    expect((await screen.findByTestId('details-error')).textContent).toBe('Booking not found');
    expect(screen.queryByTestId('booking-leg')).toBeNull();
    expect(screen.queryByTestId('price-breakdown')).toBeNull();
  });

  it('offers the refund protection claim on a protected, cancelled booking', async () => {
    const user = userEvent.setup();
    const cancelled = booking({
      bookingStatus: 'cancelled',
      bookedStatus: 'cancelled',
      refund: { amount: 358677, currency: 'USD' },
    });
    const claimed = booking({ ...cancelled, refund: { amount: 394978, currency: 'USD' } });
    const fetchMock = mockApi({
      [`GET ${DETAILS}`]: () => ({ body: { data: cancelled } }),
      'POST /api/getRefund': () => ({ body: { data: claimed, message: 'The refund has been made' } }),
    });
    renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Claim refund protection' }));
    await waitFor(() => expect(screen.getByTestId('refunded').textContent).toBe('$3,949.78'));
    expect(callsTo(fetchMock, '/api/getRefund').map((call) => call.body)).toEqual([{ referenceNumber: REF }]);
    expect(toasts()).toEqual([{ message: 'The refund has been made', color: 'green' }]);
    // Everything but the protection itself is back: nothing more to claim.
    expect(screen.queryByRole('button', { name: 'Claim refund protection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get cancellation quote' })).toBeNull();
  });
});
