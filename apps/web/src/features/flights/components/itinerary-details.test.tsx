import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { i18n } from '../../../shared/i18n/i18n';
import { showErrorToast } from '../../../shared/ui/notify';
import { type ApiAnswer, callsTo } from '../../../testing/mock-api';
import { testProfile } from '../../../testing/session';
import { itinerary, mockApi, quoteFor, renderFlights, repriceAnswer, searchResponse } from '../testing/flight-fixtures';
import { SESSION_HINT_COOKIE, type UserProfile } from '@travel/contracts';
import { ItineraryDetails } from './itinerary-details';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const OFFER = itinerary('tp-direct', 50_000, [{}, {}]);
const PASSENGERS = { adults: 2, children: 1, infants: 0 };

function CheckoutProbe() {
  const location = useLocation();
  return <output data-testid="checkout-url">{location.pathname + location.search}</output>;
}

function renderDetails(currency = 'USD') {
  const onExpired = vi.fn();
  const onClose = vi.fn();
  renderFlights(
    <Routes>
      <Route
        path="/booknow/flights/search-details"
        element={
          <ItineraryDetails
            itinerary={OFFER}
            fareFamilies={searchResponse([]).fareFamilies}
            passengers={PASSENGERS}
            currency={currency}
            onClose={onClose}
            onExpired={onExpired}
          />
        }
      />
      <Route path="/booknow/flights/checkout" element={<CheckoutProbe />} />
    </Routes>,
    '/booknow/flights/search-details',
  );
  return { onExpired, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Flight details' });
const continueButton = () => within(dialog()).getByRole<HTMLButtonElement>('button', { name: 'Continue' });

beforeAll(() => i18n.loadNamespaces(['flights', 'widgets']));
beforeEach(() => vi.mocked(showErrorToast).mockClear());
afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  vi.unstubAllGlobals();
});

/** Signs the page in (the session hint cookie) as the profile the mocked API answers. */
function signedIn(isTravelAgent: boolean): UserProfile {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
  return testProfile({
    name: isTravelAgent ? 'Alex Agent' : 'Clara Client',
    email: isTravelAgent ? 'agent@demo.test' : 'client@demo.test',
    userType: isTravelAgent ? 'Agent' : 'Client',
    isTravelAgent,
  });
}

describe('itinerary details', () => {
  it('prices the chosen fare family as the details open, with a loading total and Continue waiting for it', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    mockApi({
      'POST /api/flight/reprice': () =>
        new Promise<ApiAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    renderDetails();

    expect((await within(dialog()).findByTestId('details-pricing')).textContent).toBe('Checking the price...');
    expect(continueButton().disabled).toBe(true);
    expect(within(dialog()).queryByTestId('details-total')).toBeNull();

    answer(repriceAnswer(quoteFor(OFFER.id, 'Basic', 51_234)));
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$512.34');
    expect(continueButton().disabled).toBe(false);
    expect(within(dialog()).queryByTestId('details-pricing')).toBeNull();
  });

  it('shows the quote total, and the old and the new price when the airline changed it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /api/flight/reprice': (body) => {
        const { fareFamily } = body as { fareFamily: 'Basic' | 'Standard' };
        return repriceAnswer(
          fareFamily === 'Basic'
            ? quoteFor(OFFER.id, 'Basic', 50_000)
            : quoteFor(OFFER.id, 'Standard', 62_550, { status: 'changed', previousTotal: 60_000 }),
        );
      },
    });
    renderDetails();

    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$500.00');
    expect(within(dialog()).queryByTestId('price-change-note')).toBeNull();

    await user.click(within(dialog()).getByRole('radio', { name: 'Standard · $600.00' }));
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$625.50');
    expect(within(dialog()).getByTestId('price-change-note').textContent).toBe(
      'Price updated: was $600.00, now $625.50',
    );
    expect(callsTo(fetchMock, '/api/flight/reprice').map((call) => call.body)).toEqual([
      { offerId: OFFER.id, fareFamily: 'Basic', passengers: PASSENGERS, currency: 'USD' },
      { offerId: OFFER.id, fareFamily: 'Standard', passengers: PASSENGERS, currency: 'USD' },
    ]);

    // Continue goes to the checkout with the quote shown, without pricing it again.
    await user.click(continueButton());
    expect((await screen.findByTestId('checkout-url')).textContent).toBe(
      '/booknow/flights/checkout?quote=quote-standard',
    );
    expect(callsTo(fetchMock, '/api/flight/reprice')).toHaveLength(2);
  });

  it('empties the details when another family fails to price, and prices again when chosen again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /api/flight/reprice': (body) =>
        (body as { fareFamily: string }).fareFamily === 'Flex'
          ? { status: 502, body: { message: 'The airline did not answer', code: 'UPSTREAM_FAILED' } }
          : repriceAnswer(quoteFor(OFFER.id, 'Basic', 50_000)),
    });
    const { onExpired, onClose } = renderDetails();
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$500.00');

    await user.click(within(dialog()).getByRole('radio', { name: 'Flex · $800.00' }));
    expect((await within(dialog()).findByTestId('details-unavailable')).textContent).toBe('Price not available');
    expect(showErrorToast).toHaveBeenCalledWith(new ApiError('The airline did not answer', 502, 'UPSTREAM_FAILED'));
    expect(continueButton().disabled).toBe(true);

    await user.click(within(dialog()).getByRole('radio', { name: 'Basic · $500.00' }));
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$500.00');
    expect(
      callsTo(fetchMock, '/api/flight/reprice').map((call) => (call.body as { fareFamily: string }).fareFamily),
    ).toEqual(['Basic', 'Flex', 'Basic']);
    // Only an expired offer (410) closes the details and asks for a new search.
    expect(onExpired).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports an expired offer (410) and closes', async () => {
    mockApi({
      'POST /api/flight/reprice': () => ({
        status: 410,
        body: { message: 'This offer has expired', code: 'OFFER_EXPIRED' },
      }),
    });
    const { onExpired, onClose } = renderDetails();
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('tells an agent the markup the quote includes: a percent, or a fixed amount in the quote currency', async () => {
    const user = userEvent.setup();
    mockApi(
      {
        'POST /api/flight/reprice': (body) =>
          (body as { fareFamily: string }).fareFamily === 'Basic'
            ? repriceAnswer(quoteFor(OFFER.id, 'Basic', 50_000, { markupType: 'percent', markup: 8 }))
            : repriceAnswer(
                quoteFor(OFFER.id, 'Flex', 80_000, {
                  markupType: 'fixed',
                  markup: 2301,
                  breakdown: { currency: 'EUR', lines: [], total: 80_000 },
                }),
              ),
      },
      signedIn(true),
    );
    renderDetails();
    expect((await within(dialog()).findByTestId('markup-note')).textContent).toBe('Includes your markup of 8%');

    await user.click(within(dialog()).getByRole('radio', { name: 'Flex · $800.00' }));
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('€800.00');
    expect(within(dialog()).getByTestId('markup-note').textContent).toBe('Includes your markup of €23.01');
  });

  it('keeps the markup of an earlier answer when a later one lacks its type or value', async () => {
    const user = userEvent.setup();
    mockApi(
      {
        'POST /api/flight/reprice': (body) => {
          if ((body as { fareFamily: string }).fareFamily === 'Basic')
            return repriceAnswer(quoteFor(OFFER.id, 'Basic', 50_000, { markupType: 'percent', markup: 8 }));
          return { body: { data: quoteFor(OFFER.id, 'Flex', 80_000), markupType: 'fixed' } };
        },
      },
      signedIn(true),
    );
    renderDetails();
    expect((await within(dialog()).findByTestId('markup-note')).textContent).toBe('Includes your markup of 8%');
    await user.click(within(dialog()).getByRole('radio', { name: 'Flex · $800.00' }));
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$800.00');
    expect(within(dialog()).getByTestId('markup-note').textContent).toBe('Includes your markup of 8%');
  });

  it('never names the markup to a customer', async () => {
    const fetchMock = mockApi(
      {
        'POST /api/flight/reprice': () =>
          repriceAnswer(quoteFor(OFFER.id, 'Basic', 50_000, { markupType: 'percent', markup: 8 })),
      },
      signedIn(false),
    );
    renderDetails();
    expect((await within(dialog()).findByTestId('details-total')).textContent).toBe('$500.00');
    // Once the profile has arrived (an agent's note would show by then), still no markup named.
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/user/getProfile')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('markup-note')).toBeNull();
    expect(dialog().textContent).not.toMatch(/markup/i);
  });

  it("shows the fare's change fee and penalty in the visitor's currency, at the quote's locked rate once priced", async () => {
    const kwd = (amount: number) => ({ amount, currency: 'KWD' });
    const conditions = (penalty: number) => ({
      checkedBags: 1,
      carryOn: true,
      seatSelection: 'standard_free' as const,
      changeable: true,
      changeFee: kwd(18_432),
      refundable: true,
      cancellationPenalty: kwd(penalty),
    });
    let answer: (value: ApiAnswer) => void = () => undefined;
    const fetchMock = mockApi({
      // Today's rate for the rules; the quote's locked rate (here a hair apart) takes over once priced.
      'POST /api/flight/fareRules': () => ({
        body: { data: { fareFamily: 'Basic', conditions: conditions(30_720), rules: [] } },
      }),
      'POST /api/flight/reprice': () =>
        new Promise<ApiAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    renderDetails('KWD');
    const text = async (pattern: RegExp) =>
      (await within(dialog()).findByText(pattern)).textContent?.replace(/\s/g, ' ');
    expect(await text(/penalty of/)).toBe('Refundable less a penalty of KWD 30.720');
    expect(await text(/Changes allowed for/)).toContain('KWD 18.432');
    expect(callsTo(fetchMock, '/api/flight/fareRules').map((call) => call.body)).toEqual([
      { offerId: OFFER.id, fareFamily: 'Basic', currency: 'KWD' },
    ]);

    const breakdown = {
      currency: 'KWD',
      lines: [{ kind: 'base_fare' as const, passengerType: 'ADT', count: 1, amount: 153_600 }],
      total: 153_600,
    };
    await act(async () =>
      answer(repriceAnswer(quoteFor(OFFER.id, 'Basic', 153_600, { breakdown, conditions: conditions(30_725) }))),
    );
    expect(await text(/penalty of KWD\s30\.725/)).toBe('Refundable less a penalty of KWD 30.725');
  });
});
