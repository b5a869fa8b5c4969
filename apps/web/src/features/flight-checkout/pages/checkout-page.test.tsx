import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { notify, showErrorToast } from '../../../shared/ui/notify';
import { callsTo } from '../../../testing/mock-api';
import { signOut } from '../../../testing/session';
import {
  AGENT,
  CLIENT,
  heldBooking,
  LocationProbe,
  mockApi,
  OFFER_ID,
  quote,
  quoteBreakdown,
  renderAt,
  stored,
  TRAVELERS,
} from '../testing/checkout-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const QUOTE = quote();
const DRAFT = 'd1d1d1d1-1111-4111-8111-111111111111';

const renderCheckout = (quoteId = QUOTE.quoteId) =>
  renderAt(<CheckoutPage />, {
    path: '/booknow/flights/checkout',
    route: `/booknow/flights/checkout?quote=${quoteId}`,
  });
/** Fills in the travellers (and the phone when empty), then books (Continue to payment). */
async function fillAndBook(user: ReturnType<typeof userEvent.setup>) {
  const forms = await screen.findAllByTestId('traveler');
  const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
  for (const [index, traveler] of TRAVELERS.entries()) {
    const form = forms[index] as HTMLElement;
    fill(within(form).getByRole('textbox', { name: 'Given names' }), traveler.givenName);
    fill(within(form).getByRole('textbox', { name: 'Family name' }), traveler.familyName);
    fill(within(form).getByLabelText(/Date of birth/), traveler.birthDate);
  }
  const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  if (!phone.value) fill(phone, '+351 912 345 678');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}
const priceLines = () => screen.getAllByTestId('price-line').map((line) => line.textContent);

beforeAll(() => i18n.loadNamespaces(['checkout', 'widgets']));
beforeEach(() => {
  vi.mocked(showErrorToast).mockClear();
  vi.mocked(notify).mockClear();
});
afterEach(() => signOut());

describe('checkout: the markup', () => {
  it('names the markup to an agent: its own price line and the markup the quote includes', async () => {
    mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, AGENT);
    renderCheckout();
    expect((await screen.findByTestId('markup-note')).textContent).toBe('Includes your markup of 8%');
    expect(priceLines()).toContain('Agency markup€80.00');
  });

  it('shows a fixed markup to an agent as money of the quote currency', async () => {
    mockApi(
      { 'POST /api/flight/flightStore': () => stored(DRAFT, quote({ markupType: 'fixed', markup: 2301 })) },
      AGENT,
    );
    renderCheckout();
    expect((await screen.findByTestId('markup-note')).textContent).toBe('Includes your markup of €23.01');
  });

  it('never names the markup to a customer: a service charge, no markup note', async () => {
    const fetchMock = mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, CLIENT);
    renderCheckout();
    expect(await screen.findByText('Continue to payment')).toBeTruthy();
    // Once the profile is in (an agent's note would show by then).
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/user/getProfile')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(priceLines()).toContain('Agency service charge€80.00');
    expect(screen.queryByTestId('markup-note')).toBeNull();
    expect(document.body.textContent).not.toMatch(/markup/i);
  });
});

describe('checkout: an agent books for a client', () => {
  const CLARA = { _id: CLIENT._id, name: 'Clara Client', email: 'client@demo.test' };
  const FOR_CLARA = quote({
    quoteId: '22222222-2222-4222-8222-222222222222',
    client: CLARA,
    markupType: 'percent',
    markup: 5,
    breakdown: quoteBreakdown(5_000),
  });
  const CLIENT_DRAFT = 'd2d2d2d2-2222-4222-8222-222222222222';
  const AGENT_QUOTE = quote({ quoteId: '33333333-3333-4333-8333-333333333333' });
  const AGENT_DRAFT = 'd3d3d3d3-3333-4333-8333-333333333333';

  function agentCheckout(start = QUOTE) {
    const byQuote: Record<string, { id: string; quote: typeof QUOTE }> = {
      [QUOTE.quoteId]: { id: DRAFT, quote: QUOTE },
      [FOR_CLARA.quoteId]: { id: CLIENT_DRAFT, quote: FOR_CLARA },
      [AGENT_QUOTE.quoteId]: { id: AGENT_DRAFT, quote: AGENT_QUOTE },
    };
    const fetchMock = mockApi(
      {
        'POST /api/flight/flightStore': (body) => {
          const kept = byQuote[(body as { quoteId: string }).quoteId];
          return kept ? stored(kept.id, kept.quote) : undefined;
        },
        'GET /api/user/list/email': () => ({
          body: {
            data: [
              { ...CLARA, userType: 'Client' },
              { _id: AGENT._id, name: 'Alex Agent', email: 'client-desk@demo.test', userType: 'Agent' },
            ],
          },
        }),
        'POST /api/flight/reprice': (body) => {
          const next = (body as { clientId?: string }).clientId ? FOR_CLARA : AGENT_QUOTE;
          return { body: { data: next, markupType: next.markupType, markup: next.markup } };
        },
        [`DELETE /api/flight/${DRAFT}`]: () => ({ body: { message: 'Deleted' } }),
        [`DELETE /api/flight/${CLIENT_DRAFT}`]: () => ({ body: { message: 'Deleted' } }),
      },
      AGENT,
    );
    renderAt(
      <>
        <CheckoutPage />
        <LocationProbe />
      </>,
      { path: '/booknow/flights/checkout', route: `/booknow/flights/checkout?quote=${start.quoteId}` },
    );
    return fetchMock;
  }
  const bookingFor = () => screen.getByTestId('booking-for').textContent;
  const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value;

  it("finds a client by e-mail, prices the same offer for them and books that quote, at the client's price", async () => {
    const user = userEvent.setup();
    const fetchMock = agentCheckout();
    expect((await screen.findByTestId('booking-for')).textContent).toBe('Booking for yourself');
    await vi.waitFor(() => expect(email()).toBe('agent@demo.test'));

    await user.type(screen.getByRole('searchbox', { name: 'Book for a client: their e-mail' }), 'client');
    const results = await screen.findAllByTestId('client-result');
    // The list holds the agency's agents too: only clients can be booked for.
    expect(results.map((result) => result.textContent)).toEqual(['Clara Clientclient@demo.test']);
    expect(callsTo(fetchMock, '/api/user/list/email').at(-1)?.query).toEqual({ text: 'client' });
    await user.click(results[0] as HTMLElement);
    // The choice closes the search.
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Book for a client: their e-mail' }).value).toBe('');
    expect(screen.queryAllByTestId('client-result')).toEqual([]);

    await waitFor(() => expect(bookingFor()).toBe('Booking for Clara Client (client@demo.test)'));
    expect(callsTo(fetchMock, '/api/flight/reprice').map((call) => call.body)).toEqual([
      {
        offerId: OFFER_ID,
        fareFamily: 'Standard',
        passengers: { adults: 2, children: 1, infants: 0 },
        currency: 'EUR',
        clientId: CLIENT._id,
      },
    ]);
    expect(callsTo(fetchMock, '/api/flight/flightStore').map((call) => call.body)).toEqual([
      { quoteId: QUOTE.quoteId },
      { quoteId: FOR_CLARA.quoteId },
    ]);
    expect(screen.getByTestId('location').textContent).toBe(`/booknow/flights/checkout?quote=${FOR_CLARA.quoteId}`);
    expect(screen.getByTestId('price-total').textContent).toBe('€1,470.00');
    expect(screen.getByTestId('markup-note').textContent).toBe('Includes your markup of 5%');
    // The contact follows the customer; the replaced draft is no longer awaited.
    expect(email()).toBe('client@demo.test');
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/flight/${DRAFT}`)).toEqual([expect.objectContaining({ method: 'DELETE' })]),
    );

    await fillAndBook(user);
    await waitFor(() => expect(callsTo(fetchMock, '/api/flight/booking')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/flight/booking')[0]?.body).toMatchObject({
      quoteId: FOR_CLARA.quoteId,
      contact: { email: 'client@demo.test', phone: '+351 912 345 678' },
    });
  });

  it('goes back to booking for themselves: priced again without a client, their own e-mail again', async () => {
    const user = userEvent.setup();
    const fetchMock = agentCheckout(FOR_CLARA);
    expect((await screen.findByTestId('booking-for')).textContent).toBe('Booking for Clara Client (client@demo.test)');
    await vi.waitFor(() => expect(email()).toBe('client@demo.test'));
    // A typed e-mail stays while the customer does.
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'clara.travel@example.test');

    await user.click(screen.getByRole('button', { name: 'Book for myself' }));
    await waitFor(() => expect(bookingFor()).toBe('Booking for yourself'));
    expect(callsTo(fetchMock, '/api/flight/reprice').map((call) => call.body)).toEqual([
      {
        offerId: OFFER_ID,
        fareFamily: 'Standard',
        passengers: { adults: 2, children: 1, infants: 0 },
        currency: 'EUR',
      },
    ]);
    expect(screen.getByTestId('location').textContent).toBe(`/booknow/flights/checkout?quote=${AGENT_QUOTE.quoteId}`);
    expect(screen.getByTestId('price-total').textContent).toBe('€1,500.00');
    expect(email()).toBe('agent@demo.test');
    expect(screen.queryByRole('button', { name: 'Book for myself' })).toBeNull();
  });

  it("asks again about a changed price when the client's quote is changed too", async () => {
    const user = userEvent.setup();
    const mine = quote({ status: 'changed', previousTotal: 140_000 });
    const hers = quote({ ...FOR_CLARA, status: 'changed', previousTotal: 141_000 });
    mockApi(
      {
        'POST /api/flight/flightStore': (body) => {
          const id = (body as { quoteId: string }).quoteId;
          return id === hers.quoteId ? stored(CLIENT_DRAFT, hers) : stored(DRAFT, mine);
        },
        'GET /api/user/list/email': () => ({ body: { data: [{ ...CLARA, userType: 'Client' }] } }),
        'POST /api/flight/reprice': () => ({ body: { data: hers, markupType: hers.markupType, markup: hers.markup } }),
        [`DELETE /api/flight/${DRAFT}`]: () => ({ body: { message: 'Deleted' } }),
      },
      AGENT,
    );
    renderAt(<CheckoutPage />, {
      path: '/booknow/flights/checkout',
      route: `/booknow/flights/checkout?quote=${mine.quoteId}`,
    });
    const first = await screen.findByRole('dialog', { name: 'The price has changed' });
    await user.click(within(first).getByRole('button', { name: 'Accept new price' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'The price has changed' })).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Book for a client: their e-mail' }), 'client');
    await user.click((await screen.findAllByTestId('client-result'))[0] as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(within(again).getByTestId('old-price').textContent).toBe('€1,410.00');
    expect(within(again).getByTestId('new-price').textContent).toBe('€1,470.00');
  });

  it('offers no choice of customer to a client', async () => {
    const fetchMock = mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE) }, CLIENT);
    renderCheckout();
    await vi.waitFor(() => expect(email()).toBe('client@demo.test'));
    expect(callsTo(fetchMock, '/api/user/getProfile')).toHaveLength(1);
    expect(screen.queryByTestId('booking-for')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('checkout: paying', () => {
  const HELD = heldBooking();
  const REF = HELD.referenceNumber;
  const KEY = /^[A-Za-z0-9_-]{8,100}$/;
  const PENDING = 'flight-checkout:pending-payment';
  const paid = {
    status: 'succeeded',
    challengeUrl: null,
    message: null,
    booking: { ...HELD, bookingStatus: 'confirmed' },
  };

  /** Each card typed into the form comes back from the gateway as the next of these tokens. */
  function payingCheckout(tokens: string[], payments: Array<{ status?: number; body: unknown }>) {
    const fetchMock = mockApi({
      'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE),
      'POST /api/flight/booking': () => ({ body: { data: HELD } }),
      'POST /sandbox-gateway/v1/tokens': () => ({ body: { token: tokens.shift(), brand: 'visa', last4: '4242' } }),
      'POST /api/flight/payment': () => payments.shift(),
    });
    renderAt(
      <>
        <CheckoutPage />
        <LocationProbe />
      </>,
      { path: '/booknow/flights/checkout', route: `/booknow/flights/checkout?quote=${QUOTE.quoteId}` },
    );
    return fetchMock;
  }

  async function payWithCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
    const form = await screen.findByTestId('card-form');
    const fill = (name: string, value: string) =>
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    fill('Name on card', 'Ana Silva');
    fill('Card number', number);
    fill('Expiry (MM/YY)', '12/30');
    fill('Security code', '123');
    await user.click(within(form).getByRole('button', { name: /^Pay / }));
  }

  it('sends one Idempotency-Key per card token: a retry of the same token reuses it, a new card gets its own', async () => {
    const user = userEvent.setup();
    const fetchMock = payingCheckout(
      ['tok_first_card_0001', 'tok_first_card_0001', 'tok_other_card_0002'],
      [
        { status: 502, body: { message: 'The payment service did not answer', code: 'UPSTREAM_FAILED' } },
        { status: 402, body: { message: 'Your card was declined', code: 'PAYMENT_DECLINED' } },
        { body: { data: paid } },
      ],
    );
    await fillAndBook(user);
    await payWithCard(user);
    expect((await screen.findByTestId('payment-error')).textContent).toBe('The payment service did not answer');
    await payWithCard(user);
    await waitFor(() => expect(screen.getByTestId('payment-error').textContent).toBe('Your card was declined'));
    // Not paid yet: the draft is still awaited.
    expect(callsTo(fetchMock, `/api/flight/${DRAFT}`)).toEqual([]);
    await payWithCard(user, '5555 5555 5555 4444');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/booknow/flights/confirmation?referenceNumber=${REF}`),
    );
    // Paid: the draft is no longer awaited.
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/flight/${DRAFT}`).map((call) => call.method)).toEqual(['DELETE']),
    );

    const payments = callsTo(fetchMock, '/api/flight/payment');
    expect(payments.map((call) => call.body)).toEqual([
      { referenceNumber: REF, paymentToken: 'tok_first_card_0001' },
      { referenceNumber: REF, paymentToken: 'tok_first_card_0001' },
      { referenceNumber: REF, paymentToken: 'tok_other_card_0002' },
    ]);
    const [first, retry, other] = payments.map((call) => call.key ?? '');
    expect(first).toMatch(KEY);
    expect(retry).toBe(first);
    expect(other).toMatch(KEY);
    expect(other).not.toBe(first);
  });

  it('after a 3-D Secure challenge sends the payment again with a key of its own, the same on a reload', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const challengeUrl = `/sandbox-gateway/challenge/ch_1?return=%2Fbooknow%2Fflights%2Fcheckout%3Fresume%3D${REF}`;
    const fetchMock = payingCheckout(
      ['tok_challenged_0003'],
      [{ body: { data: { status: 'requires_action', challengeUrl, message: null, booking: HELD } } }],
    );
    await fillAndBook(user);
    await payWithCard(user, '4000 0000 0000 3220');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(challengeUrl));
    const challenged = callsTo(fetchMock, '/api/flight/payment')[0]?.key;
    const pending = sessionStorage.getItem(PENDING) ?? '';
    cleanup();
    assign.mockRestore();

    // Back from the bank, approved: the same token, not the key whose stored answer is
    // 'requires_action'; twice, as after a reload of the bank's return address.
    const resumed: Array<string | null> = [];
    for (let visit = 0; visit < 2; visit += 1) {
      sessionStorage.setItem(PENDING, pending);
      const again = mockApi({ 'POST /api/flight/payment': () => ({ body: { data: paid } }) });
      renderAt(
        <>
          <CheckoutPage />
          <LocationProbe />
        </>,
        {
          path: '/booknow/flights/checkout',
          route: `/booknow/flights/checkout?resume=${REF}&challenge=approved`,
        },
      );
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe(`/booknow/flights/confirmation?referenceNumber=${REF}`),
      );
      const [call] = callsTo(again, '/api/flight/payment');
      expect(call?.body).toEqual({ referenceNumber: REF, paymentToken: 'tok_challenged_0003' });
      // The draft of the checkout left for the bank is deleted once paid.
      await waitFor(() =>
        expect(callsTo(again, `/api/flight/${DRAFT}`).map((call) => call.method)).toEqual(['DELETE']),
      );
      resumed.push(call?.key ?? null);
      expect(sessionStorage.getItem(PENDING)).toBeNull();
      cleanup();
    }
    expect(resumed[0]).toMatch(KEY);
    expect(resumed[0]).not.toBe(challenged);
    expect(resumed[1]).toBe(resumed[0]);
  });
});

describe('checkout: a changed price', () => {
  const CHANGED = quote({ status: 'changed', previousTotal: 140_000 });

  it('shows the old and the new price; going back deletes the draft, silently even when that fails', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /api/flight/flightStore': () => stored(DRAFT, CHANGED),
      [`DELETE /api/flight/${DRAFT}`]: () => ({ status: 500, body: { message: 'Database down', code: 'INTERNAL' } }),
    });
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(within(dialog).getByTestId('old-price').textContent).toBe('€1,400.00');
    expect(within(dialog).getByTestId('new-price').textContent).toBe('€1,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/flight/${DRAFT}`).map((call) => call.method)).toEqual(['DELETE']),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(showErrorToast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the draft when the new price is accepted', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /api/flight/flightStore': () => stored(DRAFT, CHANGED) });
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept new price' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'The price has changed' })).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }).disabled).toBe(false);
    expect(callsTo(fetchMock, `/api/flight/${DRAFT}`)).toEqual([]);
  });
});

describe('checkout: a held booking', () => {
  const LIMIT = new Date(Date.now() + 20 * 3_600_000).toISOString();
  const HELD = heldBooking({ ticketingTimeLimit: LIMIT });
  const REF = HELD.referenceNumber;

  it('keeps the booking in the address once held, so a reload resumes the payment step (no traveller form)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /api/flight/flightStore': () => stored(DRAFT, QUOTE),
      'POST /api/flight/booking': () => ({ body: { data: HELD } }),
      'GET /api/flight/getReservationDetails': () => ({ body: { data: HELD } }),
    });
    renderAt(
      <>
        <CheckoutPage />
        <LocationProbe />
      </>,
      { path: '/booknow/flights/checkout', route: `/booknow/flights/checkout?quote=${QUOTE.quoteId}` },
    );
    await fillAndBook(user);
    await screen.findByTestId('card-form');
    expect(screen.getByTestId('location').textContent).toBe(
      `/booknow/flights/checkout?quote=${QUOTE.quoteId}&booking=${REF}`,
    );
    cleanup();

    // The reload: the held booking's payment step, read from the server; nothing is booked again.
    renderAt(<CheckoutPage />, {
      path: '/booknow/flights/checkout',
      route: `/booknow/flights/checkout?quote=${QUOTE.quoteId}&booking=${REF}`,
    });
    expect(await screen.findByTestId('card-form')).toBeTruthy();
    expect(screen.getByText(`Your seats are held under booking ${REF}. Pay now to confirm it.`)).toBeTruthy();
    expect(screen.getByTestId('pay-until').textContent).toMatch(/^Pay by /);
    expect(screen.queryAllByTestId('traveler')).toEqual([]);
    expect(callsTo(fetchMock, '/api/flight/booking')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/flight/getReservationDetails').length).toBeGreaterThan(0);
  });

  it('opened from Pay (no quote): pays the held booking; past its time limit says so instead of the card form', async () => {
    mockApi({
      'GET /api/flight/getReservationDetails': () => ({
        body: { data: { ...HELD, ticketingTimeLimit: new Date(Date.now() - 60_000).toISOString() } },
      }),
    });
    renderAt(<CheckoutPage />, {
      path: '/booknow/flights/checkout',
      route: `/booknow/flights/checkout?booking=${REF}`,
    });
    expect((await screen.findByTestId('not-payable')).textContent).toContain(
      'The time to pay for this booking has passed and the airline has released it. Please search again.',
    );
    expect(screen.queryByTestId('card-form')).toBeNull();
  });
});
