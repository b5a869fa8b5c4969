import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { i18n } from '../../../shared/i18n/i18n';
import { showErrorToast } from '../../../shared/ui/notify';
import { SEARCH_URL_KEY } from '../lib/search-form';
import { callsTo } from '../../../testing/mock-api';
import { itinerary, mockApi, quoteFor, renderFlights, repriceAnswer, searchResponse } from '../testing/flight-fixtures';
import { FlightResultsPage } from './flight-results-page';

vi.mock('../../../shared/ui/notify', () => ({ showErrorToast: vi.fn(), notify: vi.fn() }));

const QUERY =
  'type=Round-Trip&cabin=NoPreference&aircraft=Commercial&adults=2&children=1&infants=0&from=LIS&to=JFK&date=2026-12-01&return=2026-12-08';

const TAP: [string, string] = ['TP', 'TAP Portugal'];
const IBERIA: [string, string] = ['IB', 'Iberia'];
const UNITED: [string, string] = ['UA', 'United Airlines'];
const AMERICAN: [string, string] = ['AA', 'American Airlines'];

// Round trips: out and back.
const ITINERARIES = [
  itinerary('tp-direct', 50_000, [
    { airline: TAP, departs: '09:00', arrives: '13:00', duration: 480 },
    { airline: TAP, departs: '19:00', arrives: '07:00', dayOffset: 1, duration: 420 },
  ]),
  itinerary('ib-mixed', 40_000, [
    { airline: IBERIA, stops: ['MAD'], departs: '12:00', arrives: '18:00', duration: 600 },
    { airline: IBERIA, departs: '18:00', arrives: '23:00', duration: 400 },
  ]),
  itinerary('ua-business', 90_000, [
    { airline: UNITED, cabin: 'Business', departs: '17:59', arrives: '22:00', duration: 450 },
    { airline: UNITED, departs: '08:00', arrives: '20:00', duration: 430 },
  ]),
  itinerary('ib-one-stop', 45_000, [
    { airline: IBERIA, cabin: 'Premium', stops: ['MAD'], departs: '04:59', arrives: '11:59', duration: 700 },
    { airline: IBERIA, cabin: 'Premium', stops: ['MAD'], departs: '11:00', arrives: '23:30', duration: 720 },
  ]),
  itinerary(
    'aa-two-stops',
    30_000,
    [
      { airline: AMERICAN, stops: ['MIA', 'ORD'], departs: '05:00', arrives: '20:00', duration: 900 },
      { airline: AMERICAN, stops: ['ORD', 'BOS'], departs: '06:00', arrives: '23:59', duration: 880 },
    ],
    2,
  ),
];

function CheckoutProbe() {
  const location = useLocation();
  return <output data-testid="checkout-url">{location.pathname + location.search}</output>;
}

function renderResults(query = QUERY) {
  return renderFlights(
    <Routes>
      <Route path="/booknow/flights/search-details" element={<FlightResultsPage />} />
      <Route path="/booknow/flights/checkout" element={<CheckoutProbe />} />
    </Routes>,
    `/booknow/flights/search-details?${query}`,
  );
}

const cards = () => screen.queryAllByTestId('itinerary-card');
const shownIds = () => cards().map((card) => card.getAttribute('aria-label'));
const totals = () => cards().map((card) => Number(card.getAttribute('data-total')));
const checkbox = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('checkbox', { name });
const only = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: `Only ${name}` });
const count = () => screen.getByTestId('results-count').textContent;

let fetchMock: ReturnType<typeof mockApi>;
beforeAll(() => i18n.loadNamespaces(['flights', 'widgets']));
beforeEach(() => {
  vi.mocked(showErrorToast).mockClear();
  fetchMock = mockApi({ 'POST /api/flight/search': () => ({ body: searchResponse(ITINERARIES) }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('flight results page', () => {
  it('searches with the query of the URL and lists the itineraries cheapest first', async () => {
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(callsTo(fetchMock, '/api/flight/search').map((call) => call.body)).toEqual([
      {
        routeType: 'Round-Trip',
        cabin: 'NoPreference',
        aircraftType: 'Commercial',
        slices: [
          { origin: 'LIS', destination: 'JFK', departureDate: '2026-12-01' },
          { origin: 'JFK', destination: 'LIS', departureDate: '2026-12-08' },
        ],
        passengers: { adults: 2, children: 1, infants: 0 },
        currency: 'USD',
      },
    ]);
    expect(count()).toBe('5 flights found');
    expect(totals()).toEqual([30_000, 40_000, 45_000, 50_000, 90_000]);
    const summary = screen.getByRole('region', { name: 'Your search' });
    expect(summary.textContent).toContain('Round-Trip · 2 adults, 1 child · All cabins');
    expect(within(summary).getByRole('link', { name: 'Modify search' }).getAttribute('href')).toBe(
      `/booknow/flights/search?${QUERY}`,
    );
    // Coming back to the search page shows this search.
    expect(sessionStorage.getItem(SEARCH_URL_KEY)).toBe(`/booknow/flights/search?${QUERY}`);
  });

  it('isolates the routes of the summary and travellers as left-to-right runs, for the right-to-left layout', async () => {
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const summary = screen.getByRole('region', { name: 'Your search' });
    const runs = () => [...summary.querySelectorAll('bdi[dir="ltr"]')].map((run) => run.textContent);
    await waitFor(() => expect(runs()[0]).toMatch(/^Lisbon \(LIS\) → New York \(JFK\) · \S/));
    expect(runs()).toHaveLength(3);
    expect(runs()[1]).toMatch(/^New York \(JFK\) → Lisbon \(LIS\) · \S/);
    expect(runs()[2]).toBe('Round-Trip · 2 adults, 1 child · All cabins');
  });

  it('shows on each card the airline, local times with +1, airports, duration, stops, cabin, few seats and price', async () => {
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const direct = cards().find((card) => card.getAttribute('aria-label') === 'TAP Portugal');
    expect(direct?.getAttribute('data-stops')).toBe('0');
    expect(direct?.getAttribute('data-duration')).toBe('480');
    const back = within(direct as HTMLElement).getByRole('group', { name: 'JFK to LIS' });
    expect(back.textContent).toBe('7:00 PMJFK7h 0mDirect7:00 AM+1(day +1)LIS');
    const twoStops = cards()[0] as HTMLElement;
    expect(within(twoStops).getByRole('group', { name: 'LIS to JFK' }).textContent).toContain(
      '15h 0m2 stops via MIA, ORD',
    );
    expect(twoStops.textContent).toContain('2 seats left');
    expect(twoStops.textContent).toContain('$300.00');
    expect(twoStops.textContent).toContain('Total for 3 travelers');
    expect(twoStops.textContent).toContain('Economy');
    expect(within(cards()[1] as HTMLElement).getByRole('group', { name: 'LIS to JFK' }).textContent).toContain(
      '1 stop via MAD',
    );
    expect(direct?.textContent).not.toContain('seats left');
  });

  it('names every airline of a trip on its card: a return on another airline too', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/flight/search': () => ({
        body: searchResponse([
          itinerary('tp-ua-mixed', 60_000, [
            { airline: TAP, departs: '09:00', arrives: '13:00' },
            { airline: UNITED, departs: '19:00', arrives: '07:00', dayOffset: 1 },
          ]),
          ITINERARIES[0] as (typeof ITINERARIES)[number],
        ]),
      }),
    });
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getAllByTestId('card-airlines').map((line) => line.textContent)).toEqual([
      'TAP Portugal',
      'TAP Portugal and United Airlines',
    ]);
    expect(shownIds()).toEqual(['TAP Portugal', 'TAP Portugal and United Airlines']);
    expect(
      screen.getByRole('button', { name: 'Select TAP Portugal and United Airlines flight, $600.00' }),
    ).toBeTruthy();
    await user.click(only('Airlines', 'United Airlines'));
    expect(shownIds()).toEqual(['TAP Portugal and United Airlines']);
  });

  it('filters stops on every leg; several options combine, Any removes the filter and Only keeps one', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(checkbox('Stops', 'Any').checked).toBe(true);

    await user.click(checkbox('Stops', 'Direct'));
    expect(checkbox('Stops', 'Any').checked).toBe(false);
    expect(shownIds()).toEqual(['TAP Portugal', 'United Airlines']);
    expect(count()).toBe('2 of 5 flights');

    await user.click(checkbox('Stops', '1 Stop'));
    // The Iberia trip with a stop out and none back now passes too.
    expect(totals()).toEqual([40_000, 45_000, 50_000, 90_000]);

    await user.click(checkbox('Stops', 'Any'));
    expect(cards()).toHaveLength(5);
    expect(checkbox('Stops', 'Direct').checked).toBe(false);

    await user.click(only('Stops', '2+ Stops'));
    expect(shownIds()).toEqual(['American Airlines']);
    expect(checkbox('Stops', '2+ Stops').checked).toBe(true);
  });

  it('filters cabins on any leg, several together', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(checkbox('Cabins', 'Business'));
    expect(shownIds()).toEqual(['United Airlines']);
    await user.click(checkbox('Cabins', 'Premium'));
    expect(totals()).toEqual([45_000, 90_000]);
    await user.click(only('Cabins', 'First'));
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No flights match these filters.')).toBeTruthy();
  });

  it('filters airlines; select all and remove all both clear the list', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(only('Airlines', 'TAP Portugal'));
    expect(shownIds()).toEqual(['TAP Portugal']);
    await user.click(checkbox('Airlines', 'Iberia'));
    expect(count()).toBe('3 of 5 flights');

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(cards()).toHaveLength(5);
    expect(checkbox('Airlines', 'Iberia').checked).toBe(false);

    await user.click(checkbox('Airlines', 'United Airlines'));
    expect(shownIds()).toEqual(['United Airlines']);
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(cards()).toHaveLength(5);
  });

  it('filters departure and arrival time bands on any leg, at the band boundaries', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(checkbox('Departure time', 'Early Morning 12:00AM-04:59AM'));
    expect(totals()).toEqual([45_000]);
    await user.click(only('Departure time', 'Morning 05:00AM-11:59AM'));
    // 05:00 out (American), 11:00 back (Iberia), 09:00 out (TAP), 08:00 back (United).
    expect(totals()).toEqual([30_000, 45_000, 50_000, 90_000]);
    await user.click(checkbox('Departure time', 'Morning 05:00AM-11:59AM'));
    await user.click(checkbox('Arrival time', 'Afternoon 12:00PM-05:59PM'));
    expect(totals()).toEqual([50_000]);
  });

  it('shows the lowest price next to each option', async () => {
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const note = (group: string, name: string) => {
      const describedBy = checkbox(group, name).getAttribute('aria-describedby');
      return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
    };
    expect(note('Stops', 'Any')).toBe('$300.00');
    expect(note('Stops', 'Direct')).toBe('$500.00');
    expect(note('Stops', '1 Stop')).toBe('$450.00');
    expect(note('Stops', '2+ Stops')).toBe('$300.00');
    expect(note('Cabins', 'Business')).toBe('$900.00');
    expect(note('Cabins', 'Economy')).toBe('$300.00');
    expect(note('Cabins', 'First')).toBeUndefined();
    expect(note('Airlines', 'Iberia')).toBe('$400.00');
    expect(note('Departure time', 'Early Morning 12:00AM-04:59AM')).toBe('$450.00');
    expect(note('Arrival time', 'Evening 06:00PM-11:59PM')).toBe('$300.00');
  });

  it('shows a stops option no itinerary has (every-leg rule) disabled with a count of 0', async () => {
    mockApi({
      'POST /api/flight/search': () => ({
        // Direct out, one stop back: the trip is neither 'Direct' nor '1 Stop' on every leg.
        body: searchResponse([
          itinerary('tp-direct-out', 50_000, [{ airline: TAP }, { airline: TAP, stops: ['MAD'] }]),
          itinerary('tp-direct', 60_000, [{ airline: TAP }, { airline: TAP }]),
        ]),
      }),
    });
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const note = (name: string) =>
      document.getElementById(checkbox('Stops', name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(checkbox('Stops', 'Direct').disabled).toBe(false);
    expect(note('Direct')).toBe('$600.00');
    for (const empty of ['1 Stop', '2+ Stops']) {
      expect(checkbox('Stops', empty).disabled).toBe(true);
      expect(note(empty)).toBe('0 flights');
      expect(only('Stops', empty).hasAttribute('disabled')).toBe(true);
    }
  });

  it('sorts by the Cheapest, Best and Quickest cards, each showing its best price and duration', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const sorts = screen.getByRole('radiogroup', { name: 'Sort by' });
    expect(
      within(sorts)
        .getByRole('radio', { name: /Cheapest/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(sorts).getByRole('radio', { name: /Cheapest/ }).textContent).toBe('Cheapest$300.0015h 0m');
    expect(within(sorts).getByRole('radio', { name: /Quickest/ }).textContent).toBe('Quickest$900.007h 30m');
    // Best: price / $300 + first leg / 450 min. Iberia 1.33 + 1.33 = 2.67 beats TAP 1.67 + 1.07
    // = 2.73 and the cheapest, American, 1 + 2 = 3.
    expect(within(sorts).getByRole('radio', { name: /Best/ }).textContent).toBe('Best$400.0010h 0m');

    await user.click(within(sorts).getByRole('radio', { name: /Quickest/ }));
    expect(cards().map((card) => Number(card.getAttribute('data-duration')))).toEqual([450, 480, 600, 700, 900]);
    await user.click(within(sorts).getByRole('radio', { name: /Best/ }));
    expect(totals()).toEqual([40_000, 50_000, 30_000, 45_000, 90_000]);

    // The cards follow the filters.
    await user.click(checkbox('Stops', '1 Stop'));
    expect(within(sorts).getByRole('radio', { name: /Cheapest/ }).textContent).toBe('Cheapest$450.0011h 40m');
  });

  it('moves between the sort cards with the arrow keys', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const cheapest = screen.getByRole('radio', { name: /Cheapest/ });
    cheapest.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Best/ }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Best/ }));
  });

  it('empties the list and toasts when the search fails', async () => {
    mockApi({
      'POST /api/flight/search': () => ({
        status: 502,
        body: { message: 'The airline did not answer', code: 'UPSTREAM_FAILED' },
      }),
    });
    renderResults();
    expect(await screen.findByText('No flights match this search.')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(showErrorToast).toHaveBeenCalledWith(new ApiError('The airline did not answer', 502, 'UPSTREAM_FAILED'));
  });

  it('opens the details with segments, fare families and the chosen family rules, then reprices for checkout', async () => {
    const user = userEvent.setup();
    // The rules and the quote state the same conditions (the quote's at its locked rate).
    const conditions = {
      checkedBags: 2,
      carryOn: true,
      seatSelection: 'free' as const,
      changeable: true,
      changeFee: null,
      refundable: true,
      cancellationPenalty: { amount: 5_000, currency: 'USD' },
    };
    fetchMock = mockApi({
      'POST /api/flight/search': () => ({ body: searchResponse(ITINERARIES) }),
      'POST /api/flight/fareRules': (body) => ({
        body: {
          data: {
            fareFamily: (body as { fareFamily: string }).fareFamily,
            conditions,
            rules: [
              { category: 'Baggage', sentences: [{ key: 'checkedBags', count: 2 }, { key: 'cabinBag' }] },
              {
                category: 'Cancellation',
                sentences: [{ key: 'refundPenalty', money: conditions.cancellationPenalty }],
              },
            ],
          },
        },
      }),
      'POST /api/flight/reprice': (body) => {
        const { offerId, fareFamily } = body as { offerId: string; fareFamily: 'Basic' | 'Flex' };
        return repriceAnswer(quoteFor(offerId, fareFamily, fareFamily === 'Flex' ? 80_000 : 50_000, { conditions }));
      },
    });
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Select TAP Portugal flight, $500.00' }));
    const details = await screen.findByRole('dialog', { name: 'Flight details' });
    expect(details.textContent).toContain('Flight TP 100');
    // Flight numbers, times and totals are left-to-right runs in the right-to-left layout too.
    expect(within(details).getByText('Flight TP 100').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(details.textContent).toContain('TAP Portugal · Airbus A330-900');
    expect(within(details).getByRole<HTMLInputElement>('radio', { name: 'Basic · $500.00' }).checked).toBe(true);
    await user.click(within(details).getByRole('radio', { name: 'Flex · $800.00' }));
    expect((await within(details).findByTestId('fare-family-description')).textContent).toBe(
      'Two checked bags, free changes, fully refundable, any seat.',
    );
    expect(await within(details).findByText('2 checked bags included')).toBeTruthy();
    expect(details.textContent).toContain('Refundable less a penalty of $50.00');
    expect(
      within(details)
        .getAllByTestId('fare-rule')
        .map((rule) => rule.textContent),
    ).toEqual([
      'Baggage2 checked bags of up to 23 kg included per passenger with a seat. One cabin bag of up to 8 kg and one personal item.',
      'CancellationRefundable less a penalty of $50.00 per passenger with a seat, capped at the base fare.',
    ]);
    expect(callsTo(fetchMock, '/api/flight/fareRules').map((call) => call.body)).toEqual([
      { offerId: 'offer-tp-direct-0123456789', fareFamily: 'Basic', currency: 'USD' },
      { offerId: 'offer-tp-direct-0123456789', fareFamily: 'Flex', currency: 'USD' },
    ]);

    // Each family is priced as it is chosen; Continue takes the Flex quote, priced once.
    expect((await within(details).findByTestId('details-total')).textContent).toBe('$800.00');
    await user.click(within(details).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('checkout-url')).toBeTruthy();
    expect(screen.getByTestId('checkout-url').textContent).toBe('/booknow/flights/checkout?quote=quote-flex');
    const priced = { offerId: 'offer-tp-direct-0123456789', passengers: { adults: 2, children: 1, infants: 0 } };
    expect(callsTo(fetchMock, '/api/flight/reprice').map((call) => call.body)).toEqual([
      { ...priced, fareFamily: 'Basic', currency: 'USD' },
      { ...priced, fareFamily: 'Flex', currency: 'USD' },
    ]);
  });

  it('toasts a sold-out reprice and empties the details, with Continue disabled', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/flight/search': () => ({ body: searchResponse(ITINERARIES) }),
      'POST /api/flight/reprice': () => ({
        status: 409,
        body: { message: 'This flight is sold out', code: 'SOLD_OUT' },
      }),
    });
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Select Iberia flight, $400.00' }));
    const details = await screen.findByRole('dialog', { name: 'Flight details' });
    expect((await within(details).findByTestId('details-unavailable')).textContent).toBe('Price not available');
    expect(showErrorToast).toHaveBeenCalledWith(new ApiError('This flight is sold out', 409, 'SOLD_OUT'));
    expect(within(details).queryByTestId('details-total')).toBeNull();
    expect(within(details).getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
    expect(screen.queryByTestId('checkout-url')).toBeNull();
  });

  it('says when the offers have expired (410) and searches again from Cheapest, unfiltered', async () => {
    const user = userEvent.setup();
    fetchMock = mockApi({
      'POST /api/flight/search': () => ({ body: searchResponse(ITINERARIES) }),
      'POST /api/flight/reprice': () => ({
        status: 410,
        body: { message: 'This offer has expired', code: 'OFFER_EXPIRED' },
      }),
    });
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(screen.getByRole('radio', { name: /Quickest/ }));
    await user.click(checkbox('Stops', 'Direct'));
    // Opening the details prices the offer: 410, so the details close and the page says why.
    await user.click(screen.getByRole('button', { name: 'Select TAP Portugal flight, $500.00' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Flight details' })).toBeNull());
    expect(alert.textContent).toContain('These results have expired');

    await user.click(within(alert).getByRole('button', { name: 'Search again' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/flight/search')).toHaveLength(2));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: /Cheapest/ }).getAttribute('aria-checked')).toBe('true');
    expect(checkbox('Stops', 'Any').checked).toBe(true);
  });

  it('says so at once when the answer is already past its expiry time', async () => {
    mockApi({ 'POST /api/flight/search': () => ({ body: searchResponse(ITINERARIES, '2020-01-01T00:00:00.000Z') }) });
    renderResults();
    expect((await screen.findByRole('alert')).textContent).toContain('Search again');
  });

  it('says what is wrong with a bad link and searches nothing', async () => {
    const params = new URLSearchParams(QUERY);
    params.set('adults', '6');
    params.set('return', '2026-11-30');
    renderResults(params.toString());
    expect(await screen.findByText('This search link cannot be searched:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Adults must be 1 to 5.',
      'The return date is before the departure date.',
    ]);
    expect(screen.getByRole('link', { name: 'New search' }).getAttribute('href')).toBe('/booknow/flights/search');
    expect(callsTo(fetchMock, '/api/flight/search')).toHaveLength(0);
  });

  it('asks for a new search when the link is incomplete', async () => {
    renderResults('type=Round-Trip&from=LIS');
    expect(await screen.findByText('This search link cannot be searched:')).toBeTruthy();
    expect(screen.getByTestId('search-link-problems').textContent).toContain(
      'Flight 1 needs a departure and an arrival airport.',
    );
    expect(screen.getByRole('link', { name: 'New search' }).getAttribute('href')).toBe('/booknow/flights/search');
    expect(callsTo(fetchMock, '/api/flight/search')).toHaveLength(0);
  });
});
