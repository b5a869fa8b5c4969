import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { CLIENT } from '../../../testing/checkout-users';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { CAR_ID, carDetails, SEARCH } from '../testing/car-fixtures';
import { CarDetailsPage } from './car-details-page';

const PATH = '/booknow/cars/result-details';
const ROUTE = `${PATH}?${new URLSearchParams({ carId: CAR_ID, search: SEARCH }).toString()}`;
const RESULTS = `/booknow/cars/search?${SEARCH}`;
const renderDetails = () => renderAt(<CarDetailsPage />, { path: PATH, route: ROUTE });

beforeAll(() => i18n.loadNamespaces(['car-booking', 'checkout', 'widgets']));
afterEach(() => signOut());

describe('car offer details', () => {
  it("shows the car, both places in their own time with the counters' hours, cover, charges, terms and the ways on", async () => {
    const user = userEvent.setup();
    const car = carDetails();
    const fetchMock = mockApi(
      {
        'POST /api/car-rental/carDetails': () => ({ body: { data: car } }),
        'POST /api/car-rental/getDetailsFromTempUrl': () => ({
          body: {
            data: {
              carId: CAR_ID,
              language: 'en',
              title: 'Rental terms',
              vendorName: 'Atlas Drive',
              sections: [{ heading: 'Fuel', lines: ['Return the car with a full tank.'] }],
              expiresAt: car.expiresAt,
            },
          },
        }),
      },
      { profile: CLIENT },
    );
    renderDetails();

    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf or similar' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/car-rental/carDetails').map((call) => call.body)).toEqual([{ carId: CAR_ID }]);
    expect(screen.getByTestId('car-vendor').textContent).toBe('Atlas Drive');
    expect(screen.getByTestId('car-seats').textContent).toBe('5 seats');
    expect(screen.getByTestId('car-bags').textContent).toBe('1 large bag and 2 small bags');
    expect(screen.getByTestId('car-transmission').textContent).toBe('Automatic');
    // The rental's times are the places' wall clocks, named by their zone, whatever the browser's.
    expect(screen.getByTestId('pickup-time').textContent).toBe('Dec 24, 2026, 10:00 AM (Lisbon time)');
    expect(within(screen.getByTestId('pickup')).getByText('Lisbon Airport')).toBeTruthy();
    expect(screen.getByTestId('opening-hours-a-lis').textContent).toContain('Mon–Sun open 24 hours');
    expect(screen.getByTestId('opening-hours-a-opo').textContent).toContain('Mon–Sun 06:00–23:30');
    expect(screen.getByText('3 rental days · One way: returned at another place')).toBeTruthy();
    expect(within(screen.getByTestId('inclusions')).getByText('Theft protection')).toBeTruthy();
    expect(screen.getByTestId('mileage').textContent).toBe('Unlimited');
    expect(screen.getByTestId('fuel-policy').textContent).toBe('Full to full: pick it up full, return it full');
    expect(screen.getByTestId('deposit').textContent).toBe('€400.00');
    expect(screen.getByTestId('excess').textContent).toBe('€1,200.00');
    expect(screen.getByTestId('charges-now').textContent).toContain('3 rental days€135.00');
    expect(screen.getByTestId('charges-counter').textContent).toBe('Young driver fee€33.00One-way fee€86.00');
    const terms = screen.getByTestId('cancellation-terms').textContent;
    expect(terms).toContain('Free cancellation until Dec 22, 2026, 10:00 AM (Lisbon time).');
    expect(terms).toContain("After that, €63.10 (one day's rental) is kept.");
    expect(terms).toContain('Nothing is refunded after pick-up.');
    expect(screen.getByTestId('offer-price').textContent).toBe('€200.00');
    expect(screen.getByTestId('offer-counter').textContent).toBe('Plus at the counter: €119.00');
    expect(screen.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe(RESULTS);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `/booknow/cars/checkout?${new URLSearchParams({ carId: CAR_ID, search: SEARCH }).toString()}`,
    );

    await user.click(screen.getByRole('button', { name: 'Rental terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rental terms' }));
    expect(await dialog.findByText('Return the car with a full tank.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/car-rental/getDetailsFromTempUrl').map((call) => call.body)).toEqual([
      { url: car.termsUrl },
    ]);
    const pdf = dialog.getByRole('link', { name: 'Rental terms (PDF)' });
    expect(pdf.getAttribute('href')).toBe(car.termsUrl);
    expect(pdf.getAttribute('target')).toBe('_blank');
  });

  it('says a saver rate is non-refundable', async () => {
    const car = carDetails();
    mockApi(
      {
        'POST /api/car-rental/carDetails': () => ({
          body: {
            data: { ...car, cancellationPolicy: { ...car.cancellationPolicy, charge: { includedRateInd: false } } },
          },
        }),
      },
      { profile: CLIENT },
    );
    renderDetails();
    expect((await screen.findByTestId('cancellation-terms')).textContent).toBe(
      'Non-refundable: this rate is paid now and nothing is refunded if you cancel.',
    );
    expect(screen.getByTestId('free-cancellation-badge').textContent).toBe('Non-refundable');
  });

  it("shows the server's message when the details fail, with the way back to the results (spec 8)", async () => {
    mockApi(
      {
        'POST /api/car-rental/carDetails': () => ({
          status: 400,
          body: { message: 'Drivers must be at least 21 years old', code: 'VALIDATION' },
        }),
      },
      { profile: CLIENT },
    );
    renderDetails();
    const notice = within(await screen.findByTestId('stop-notice'));
    expect(notice.getByText('The car could not be loaded')).toBeTruthy();
    expect(notice.getByText('Drivers must be at least 21 years old')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe(RESULTS);
  });

  it('leads an expired offer to a new search of the same results', async () => {
    mockApi(
      {
        'POST /api/car-rental/carDetails': () => ({
          status: 410,
          body: { message: 'This offer has expired', code: 'OFFER_EXPIRED' },
        }),
      },
      { profile: CLIENT },
    );
    renderDetails();
    const notice = within(await screen.findByTestId('stop-notice'));
    expect(notice.getByText('This offer has expired')).toBeTruthy();
    expect(
      notice.getByText('Car prices and availability are kept for 20 minutes. Search again to see current prices.'),
    ).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe(RESULTS);
  });

  it('says the offer expired once its 20 minutes pass while the page is open', async () => {
    mockApi(
      {
        'POST /api/car-rental/carDetails': () => ({
          body: { data: carDetails({ expiresAt: new Date(Date.now() + 50).toISOString() }) },
        }),
      },
      { profile: CLIENT },
    );
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf or similar' });
    expect(await screen.findByText('This offer has expired')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });
});
