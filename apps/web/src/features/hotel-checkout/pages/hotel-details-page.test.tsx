import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { CLIENT } from '../../../testing/checkout-users';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut } from '../../../testing/session';
import { CORELATION_ID, HOTEL_ID, hotelDetails, roomsAndRates, VENDOR } from '../testing/hotel-fixtures';
import { HotelDetailsPage } from './hotel-details-page';

const PATH = '/booknow/hotels/search-details';
const renderDetails = () =>
  renderAt(<HotelDetailsPage />, {
    path: PATH,
    route: `${PATH}?hotelId=${HOTEL_ID}&vendor=${VENDOR}&corelationId=${CORELATION_ID}`,
  });
const answers = (rooms = roomsAndRates()) => ({
  'GET /api/v3/hotel/get-hotel-details': () => ({ body: { data: hotelDetails() } }),
  'GET /api/v3/hotel/get-rooms-and-rates': () => ({ body: { data: rooms } }),
});

beforeAll(() => i18n.loadNamespaces(['hotel-booking', 'trips', 'checkout']));
afterEach(() => signOut());

describe('hotel details', () => {
  it('asks for the hotel and its rooms of the search named in the address', async () => {
    const fetchMock = mockApi(answers(), { profile: CLIENT });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alfama Garden Hotel' })).toBeTruthy();
    const [details] = callsTo(fetchMock, '/api/v3/hotel/get-hotel-details');
    expect(details?.query).toEqual({ hotelid: HOTEL_ID, vendor: VENDOR, corelationId: CORELATION_ID });
    expect(screen.getByTestId('hotel-stars').getAttribute('aria-label')).toBe('4-star hotel');
    expect(screen.getByTestId('guest-score').textContent).toBe('8.6 / 10');
    expect(screen.getByText('1,234 reviews')).toBeTruthy();
    expect(screen.getByTestId('check-times').textContent).toBe('Check-in from 15:00 · Check-out until 11:00');
    expect(within(screen.getByTestId('hotel-facilities')).getByText('Swimming pool')).toBeTruthy();
    expect(screen.getByTestId('searched-stay').textContent).toBe('Mar 15, 2027 – Mar 18, 2027 · 3 nights');
  });

  it('groups the rates by room type, with board, terms in Lisbon time, charges, rooms left and the stay price', async () => {
    mockApi(answers(), { profile: CLIENT });
    renderDetails();
    const types = await screen.findAllByTestId('room-type');
    expect(types.map((type) => within(type).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Standard Double Room',
      'Family Room',
    ]);
    const double = types[0] as HTMLElement;
    expect(within(double).getByTestId('room-facts').textContent).toBe(
      'One double bed · 18 m² · sleeps up to 3 · Air conditioning · TV',
    );
    const [flexible, nonRefundable] = within(double).getAllByTestId('rate');
    expect(within(flexible as HTMLElement).getByTestId('hotel-cancellation-terms').textContent).toContain(
      'Free cancellation until Mar 12, 2027, 11:59 PM (Lisbon time).',
    );
    expect(within(flexible as HTMLElement).getByTestId('hotel-cancellation-terms').textContent).toContain(
      'From Mar 12, 2027, 11:59 PM (Lisbon time): €216.00 is kept.',
    );
    expect(within(flexible as HTMLElement).getByTestId('rate-pay-at-property').textContent).toBe(
      'Paid at the hotel: City tax (per adult per night, up to 7 nights) €12.00',
    );
    expect(within(flexible as HTMLElement).getByTestId('rate-discount').textContent).toBe(
      'Early booking -10%: -€30.00',
    );
    expect(within(flexible as HTMLElement).getByTestId('rooms-left').textContent).toBe('Only 2 rooms left');
    expect(within(flexible as HTMLElement).getByTestId('rate-price').textContent).toBe('€648.00');
    expect(within(flexible as HTMLElement).getByText('for 3 nights, 2 rooms')).toBeTruthy();
    expect(within(nonRefundable as HTMLElement).getByTestId('hotel-cancellation-terms').textContent).toBe(
      'Non-refundable: nothing is refunded if you cancel.',
    );
    expect(within(nonRefundable as HTMLElement).queryByTestId('rooms-left')).toBeNull();
  });

  it("names the charges paid at the hotel and the discounts in the reader's language, not the vendor's", async () => {
    mockApi(answers(), { profile: CLIENT });
    await i18n.loadLanguages(['pt', 'es']);
    try {
      await i18n.changeLanguage('pt');
      renderDetails();
      const [flexible] = within((await screen.findAllByTestId('room-type'))[0] as HTMLElement).getAllByTestId('rate');
      expect(within(flexible as HTMLElement).getByTestId('rate-pay-at-property').textContent).toContain(
        'Pago no hotel: Taxa turística (por adulto por noite, até 7 noites) ',
      );
      expect(within(flexible as HTMLElement).getByTestId('rate-discount').textContent).toContain(
        'Reserva antecipada -10%',
      );
      // Another language: the page asks the hotel again and draws its rates anew.
      await i18n.changeLanguage('es');
      expect(
        (await screen.findAllByText(/Tasa turística \(por adulto y noche, hasta 7 noches\)/)).length,
      ).toBeGreaterThan(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('opens the checkout of the chosen rate', async () => {
    mockApi(answers(), { profile: CLIENT });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Family Room, Breakfast included' }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/booknow/hotels/checkout?hotelId=${HOTEL_ID}&vendor=${VENDOR}&corelationId=${CORELATION_ID}&rateKey=rate-fam`,
    );
  });

  it('moves through the pictures with the buttons and the arrow keys, announcing the caption', async () => {
    mockApi(answers(), { profile: CLIENT });
    renderDetails();
    const caption = await screen.findByTestId('gallery-caption');
    expect(caption.textContent).toBe('The front · 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(caption.textContent).toBe('The pool · 2 of 2');
    fireEvent.keyDown(screen.getByTestId('hotel-gallery'), { key: 'ArrowRight' });
    expect(caption.textContent).toBe('The front · 1 of 2');
    expect(caption.getAttribute('aria-live')).toBe('polite');
  });

  it("records the server's message when the hotel cannot be loaded", async () => {
    mockApi(
      {
        'GET /api/v3/hotel/get-hotel-details': () => ({
          status: 502,
          body: { message: 'The hotel supplier did not answer', code: 'SUPPLIER_UNAVAILABLE' },
        }),
        'GET /api/v3/hotel/get-rooms-and-rates': () => ({ body: { data: roomsAndRates() } }),
      },
      { profile: CLIENT },
    );
    renderDetails();
    const notice = await screen.findByTestId('stop-notice');
    expect(notice.textContent).toContain('The hotel could not be loaded');
    expect(notice.textContent).toContain('The hotel supplier did not answer');
  });

  it('says an expired search has expired and leads back to the search', async () => {
    mockApi(
      {
        ...answers(),
        'GET /api/v3/hotel/get-rooms-and-rates': () => ({
          status: 410,
          body: { message: 'This offer has expired', code: 'OFFER_EXPIRED' },
        }),
      },
      { profile: CLIENT },
    );
    renderDetails();
    expect(await screen.findByText('This search has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe('/booknow/hotels/search');
  });

  it('says when no room is left for the dates', async () => {
    mockApi(answers(roomsAndRates({ roomLists: [] })), { profile: CLIENT });
    renderDetails();
    expect(await screen.findByText('No rooms are left for your dates')).toBeTruthy();
  });
});
