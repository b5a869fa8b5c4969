import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo } from '../../../testing/mock-api';
import { matchOnlyMediaQueries } from '../../../testing/media-query';
import { renderPageAt } from '../../../testing/render';
import { LocationProbe } from '../../../testing/render-route';
import { signInAs, signOut } from '../../../testing/session';
import { carOffer, carResult, LISBON_AIRPORT, mockCarsApi, PORTO_AIRPORT } from '../testing/car-fixtures';
import { CarSearchPage } from './car-search-page';

function renderSearch(route = '/booknow/cars/search') {
  return renderPageAt(
    <Routes>
      <Route
        path="/booknow/cars/search"
        element={
          <>
            <CarSearchPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="/booknow/cars/result-details" element={<LocationProbe />} />
      <Route path="/logout" element={<p>Logging out...</p>} />
    </Routes>,
    route,
  );
}

const SEARCH = '/api/car-rental/availableCars';
const LISBON_QUERY =
  'pickup=a-lis&pickupName=Lisbon+Humberto+Delgado+Airport+%28LIS%29&pickupCountry=PT&pickUpDateTime=2026-11-30T10%3A00&returnDateTime=2026-12-03T10%3A00&age=25&countryOfResidence=US';
const LISBON_LINK = `/booknow/cars/search?${LISBON_QUERY}`;

beforeAll(() => i18n.loadNamespaces(['cars', 'widgets']));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const prices = () => screen.getAllByTestId('car-price').map((price) => price.textContent);
const count = () => screen.getByTestId('results-count').textContent;

describe('car search form', () => {
  it('starts with the same drop-off, 10:00 two days out for three days, a driver of 25 living in the US', async () => {
    mockCarsApi();
    renderSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a rental car' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Driver age' }).value).toBe('25');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Drop-off' }).value).toBe('Same drop-off');
    expect(screen.getByRole('button', { name: /Pick-up date/ }).textContent).toContain('Nov 23, 2026');
    expect(screen.getByRole('button', { name: /Return date/ }).textContent).toContain('Nov 26, 2026');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Pick-up time' }).value).toBe('10:00 AM');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Country of residence' }).value).toBe(
        'United States',
      ),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search cars' }).disabled).toBe(true);
    expect(screen.getByText('Choose a pick-up place.')).toBeTruthy();
  });

  it('puts a one-way search in the URL and sends the spec’s search state; a reload runs it again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockCarsApi({
      [`POST ${SEARCH}`]: () => carResult([carOffer(1)], { dropoff: PORTO_AIRPORT }),
    });
    const { unmount } = renderSearch();
    await user.type(await screen.findByRole('combobox', { name: 'Pick-up place' }), 'lisb');
    await user.click(await screen.findByRole('option', { name: /Lisbon Humberto Delgado/ }));
    await user.click(screen.getByRole('combobox', { name: 'Drop-off' }));
    await user.click(screen.getByRole('option', { name: 'Another place' }));
    await user.type(screen.getByRole('combobox', { name: 'Drop-off place' }), 'port');
    await user.click(await screen.findByRole('option', { name: /Porto/ }));
    const age = screen.getByRole('textbox', { name: 'Driver age' });
    await user.clear(age);
    await user.type(age, '23');
    await user.click(screen.getByRole('button', { name: 'Search cars' }));

    const url = `/booknow/cars/search?pickup=a-lis&pickupName=Lisbon+Humberto+Delgado+Airport+%28LIS%29&pickupCountry=PT&dropoff=a-opo&dropoffName=Porto+Francisco+S%C3%A1+Carneiro+Airport+%28OPO%29&dropoffCountry=PT&pickUpDateTime=2026-11-23T10%3A00&returnDateTime=2026-11-26T10%3A00&age=23&countryOfResidence=US`;
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(url));
    await waitFor(() => expect(bodiesSent(fetchMock, 'POST', SEARCH)).toHaveLength(1));
    const sent = {
      location: { name: LISBON_AIRPORT.name, value: 'a-lis', alpha2Code: 'PT' },
      pickUpDateTime: '2026-11-23T10:00',
      returnLocation: { name: PORTO_AIRPORT.name, value: 'a-opo', alpha2Code: 'PT' },
      returnDateTime: '2026-11-26T10:00',
      dropOff: 'different',
      age: 23,
      countryOfResidence: 'US',
      pickupReadable: LISBON_AIRPORT.name,
      dropoffReadable: PORTO_AIRPORT.name,
      currency: 'USD',
    };
    expect(bodiesSent(fetchMock, 'POST', SEARCH)[0]).toEqual(sent);
    expect(await screen.findByText('Compact hatchback')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      `Rental cars at ${LISBON_AIRPORT.name}, returned at ${PORTO_AIRPORT.name}, 3 days`,
    );

    // The same link opened again (a reload, a shared link) fills the form and searches again.
    unmount();
    renderSearch(url);
    await waitFor(() => expect(bodiesSent(fetchMock, 'POST', SEARCH)).toHaveLength(2));
    expect(bodiesSent(fetchMock, 'POST', SEARCH)[1]).toEqual(sent);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Pick-up place' }).value).toBe(LISBON_AIRPORT.name);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Drop-off place' }).value).toBe(PORTO_AIRPORT.name);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Driver age' }).value).toBe('23');
  });

  it('says on the field that the return must come after the pick-up, and sends nothing', async () => {
    const fetchMock = mockCarsApi();
    renderSearch(LISBON_LINK.replace('returnDateTime=2026-12-03', 'returnDateTime=2026-11-29'));
    const returnDate = await screen.findByRole('button', { name: /Return date/ });
    expect(returnDate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('The return must be after the pick-up.').length).toBeGreaterThan(0);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search cars' }).disabled).toBe(true);
    expect(callsTo(fetchMock, SEARCH)).toHaveLength(0);
  });

  it('shows the server’s refusal of an under-age driver on the age field', async () => {
    mockCarsApi({
      [`POST ${SEARCH}`]: () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          details: { age: 'The driver must be at least 21 years old to rent a car.' },
        },
      }),
    });
    renderSearch(LISBON_LINK.replace('age=25', 'age=20'));
    const age = await screen.findByRole('textbox', { name: 'Driver age' });
    await waitFor(() => expect(age.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The driver must be at least 21 years old to rent a car.')).toBeTruthy();
    expect(screen.queryByTestId('car-card')).toBeNull();
  });

  it('sends a logged-out visitor to log in, keeping the search to come back to', async () => {
    const fetchMock = signInAs(null);
    renderSearch(LISBON_LINK);
    expect(await screen.findByText('Logging out...')).toBeTruthy();
    expect(sessionStorage.getItem('redirectPath')).toBe(LISBON_LINK);
    expect(callsTo(fetchMock, SEARCH)).toHaveLength(0);
  });
});

describe('car results', () => {
  it('shows each offer’s car, terms and prices, cheapest first, linking to its details with the search', async () => {
    mockCarsApi({
      [`POST ${SEARCH}`]: () =>
        carResult([
          carOffer(2, {
            price: 45_000,
            size: 'Standard',
            vehicleType: 'SUV',
            name: 'Toyota RAV4 or similar',
            vendorName: 'Pico Rent',
            passangerCapacity: 5,
            noOfDoors: 5,
            bagCapacity: 4,
            transmissionType: 'Automatic',
            isACavailable: false,
            milage: '200 km/day',
            isMileageUnlimited: false,
            fuelPolicy: 'Pre-purchase',
            payAtCounter: { amount: 3_300, currency: 'EUR' },
            cancellationPolicy: { charge: { includedRateInd: false }, freeUntil: '', freeUntilLocal: '' },
          }),
          carOffer(1, { price: 15_000 }),
        ]),
    });
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(count()).toBe('2 cars'));
    expect(titles()).toEqual(['Compact hatchback', 'Standard SUV']);
    expect(prices()).toEqual(['$150.00', '$450.00']);
    const [cheap, suv] = screen.getAllByTestId('car-card');
    if (!cheap || !suv) throw new Error('two cards expected');
    expect(within(cheap).getByText('Volkswagen Golf or similar')).toBeTruthy();
    expect(within(cheap).getByText('Free cancellation')).toBeTruthy();
    expect(within(cheap).getByText('$50.00 per day')).toBeTruthy();
    expect(within(cheap).getByText('3 days')).toBeTruthy();
    expect(within(suv).getByText('Pico Rent')).toBeTruthy();
    for (const fact of [
      '5 seats',
      '5 doors',
      '4 bags',
      'Automatic',
      'No air conditioning',
      '200 km a day included',
      'Fuel: pre-purchased tank',
      'Non-refundable',
      'Pay now',
      '+ €33.00 at the counter',
    ])
      expect(within(suv).getByText(fact)).toBeTruthy();
    expect(
      within(cheap).getByRole('link', { name: 'View deal: Compact hatchback from Atlas Drive' }).getAttribute('href'),
    ).toBe(`/booknow/cars/result-details?${new URLSearchParams({ carId: 'car-offer-0001', search: LISBON_QUERY })}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Rental cars at Lisbon Humberto Delgado Airport (LIS), 3 days',
    );
  });

  it('filters with AND between groups, OR within one, "Only" and clearing; sorts Highest; never asks the server again', async () => {
    const fetchMock = mockCarsApi({
      [`POST ${SEARCH}`]: () =>
        carResult([
          carOffer(1, { price: 15_000, transmissionType: 'Manual', passangerCapacity: 4 }),
          carOffer(2, { price: 25_000, transmissionType: 'Automatic', passangerCapacity: 5, size: 'Standard' }),
          carOffer(3, { price: 35_000, transmissionType: 'Automatic', passangerCapacity: 4, size: 'Standard' }),
          carOffer(4, { price: 50_000, transmissionType: 'Manual', passangerCapacity: 7, size: 'Luxury' }),
        ]),
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(count()).toBe('4 cars'));
    const calls = fetchMock.mock.calls.length;
    expect(prices()).toEqual(['$150.00', '$250.00', '$350.00', '$500.00']);

    const group = (name: string) => screen.getByRole('group', { name });
    // How many offers each option has, beside it (its description), in the sizes' order.
    const sizes = within(group('Car size')).getAllByRole('checkbox');
    expect(sizes.map((box) => box.id && document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual([
      'Compact',
      'Standard',
      'Luxury',
    ]);
    expect(within(group('Car size')).getByRole('checkbox', { name: 'Standard', description: '2' })).toBeTruthy();
    expect(within(group('Car size')).getByRole('checkbox', { name: 'Luxury', description: '1' })).toBeTruthy();
    await user.click(within(group('Transmission')).getByRole('checkbox', { name: 'Automatic' }));
    expect(prices()).toEqual(['$250.00', '$350.00']);
    // AND: automatic and 5 or more seats.
    await user.click(within(group('Passengers')).getByRole('checkbox', { name: '5 or more passengers' }));
    expect(prices()).toEqual(['$250.00']);
    expect(count()).toBe('1 of 4 cars matches your filters');
    // OR within a group: automatic or manual.
    await user.click(within(group('Transmission')).getByRole('checkbox', { name: 'Manual' }));
    expect(prices()).toEqual(['$250.00', '$500.00']);
    // Only: just one option of the group.
    await user.click(within(group('Transmission')).getByRole('button', { name: 'Only Manual' }));
    expect(within(group('Transmission')).getByRole<HTMLInputElement>('checkbox', { name: 'Automatic' }).checked).toBe(
      false,
    );
    expect(prices()).toEqual(['$500.00']);
    // Nothing left: say so and offer to clear the filters.
    await user.click(within(group('Total price')).getByRole('checkbox', { name: 'Under $200' }));
    expect(screen.queryAllByTestId('car-card')).toHaveLength(0);
    expect(screen.getByText('No cars match your filters.')).toBeTruthy();
    expect(count()).toBe('0 of 4 cars match your filters');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    expect(prices()).toEqual(['$150.00', '$250.00', '$350.00', '$500.00']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Highest' }));
    expect(prices()).toEqual(['$500.00', '$350.00', '$250.00', '$150.00']);
    await user.click(within(group('Car size')).getByRole('checkbox', { name: 'Compact' }));
    expect(prices()).toEqual(['$150.00']);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('empties results and filters on a failure, shows the generic error, and tries again without the old details', async () => {
    let searches = 0;
    const fetchMock = mockCarsApi({
      [`POST ${SEARCH}`]: () => {
        searches += 1;
        return searches === 1
          ? { status: 503, body: { message: 'Rental companies unavailable', code: 'SERVICE_UNAVAILABLE' } }
          : carResult([carOffer(1)]);
      },
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    const alert = (await screen.findByText('The search failed')).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    // Spec section 8: a car search failure sets the error with no message.
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('Rental companies unavailable')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Transmission' })).toBeNull();
    expect(screen.queryByTestId('car-card')).toBeNull();

    // An offer's details read meanwhile (the details page's query) go with a new search.
    queryClient.setQueryData(['car-details', 'car-offer-0009'], { carId: 'car-offer-0009' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(queryClient.getQueryData(['car-details', 'car-offer-0009'])).toBeUndefined();
    await waitFor(() => expect(count()).toBe('1 car'));
    expect(screen.queryByText('The search failed')).toBeNull();
    expect(bodiesSent(fetchMock, 'POST', SEARCH)).toHaveLength(2);
  });

  it('puts the filters in a drawer on a phone', async () => {
    matchOnlyMediaQueries('(max-width: 62em)', '(max-width: 48em)');
    mockCarsApi({
      [`POST ${SEARCH}`]: () => carResult([carOffer(1), carOffer(2, { transmissionType: 'Automatic' }), carOffer(3)]),
    });
    const user = userEvent.setup();
    renderSearch(LISBON_LINK);
    await waitFor(() => expect(count()).toBe('3 cars'));
    expect(screen.queryByRole('group', { name: 'Transmission' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Automatic' }));
    await user.click(within(drawer).getByRole('button', { name: 'Show 1 car' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(prices()).toEqual(['$102.00']);
  });

  it('says when no car is available', async () => {
    mockCarsApi({ [`POST ${SEARCH}`]: () => carResult([]) });
    renderSearch(LISBON_LINK);
    expect(
      await screen.findByText('No cars are available for this search. Try other dates or another place.'),
    ).toBeTruthy();
    expect(count()).toBe('0 cars');
  });
});
