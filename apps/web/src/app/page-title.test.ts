import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { fullTitle, pageTitleKey } from './page-title';

beforeAll(() => i18n.loadNamespaces(['common']));

describe('page titles', () => {
  it('name the flight results by their route, from the address', () => {
    const { key, values } = pageTitleKey('/booknow/flights/search-details', '?from=LIS&to=JFK&date=2026-12-01');
    expect(i18n.t(`pageTitle.${key}`, values)).toBe('Flights LIS to JFK');
  });

  it('say what the page is, then whose site it is', () => {
    expect(fullTitle('Search flights', 'Blue Horizon Travel')).toBe('Search flights – Blue Horizon Travel');
  });

  it('leave the home page to the agency name alone', () => {
    expect(pageTitleKey('/', '').key).toBeNull();
    expect(fullTitle('', 'Blue Horizon Travel')).toBe('Blue Horizon Travel');
  });

  it.each([
    ['/login', 'Log in'],
    ['/mytrip', 'My trips'],
    ['/booknow/flights/confirmation', 'Booking confirmed', '?referenceNumber=FL123'],
    ['/bookings/flights/abc', 'Flight booking'],
    ['/booknow/cars/result-details', 'Car details', '?carId=car.v1.x'],
    ['/booknow/cars/confirm-payment', 'Booking confirmed', '?referenceNumber=CR123'],
    ['/bookings/cars', 'Car bookings'],
    ['/bookings/cars/abc', 'Car booking'],
    ['/settings/markups', 'Markups'],
    ['/clients', 'Clients'],
    ['/clients/abc', 'Client'],
    ['/agents', 'Agents'],
    ['/agents/abc', 'Agent'],
    ['/approvals', 'Approvals'],
    ['/no/such/page', 'Page not found'],
  ])('title %s as "%s"', (pathname, title, search = '') => {
    const { key, values } = pageTitleKey(pathname, search);
    expect(i18n.t(`pageTitle.${key}`, values)).toBe(title);
  });

  it('exist in every language for every route', async () => {
    for (const language of ['pt', 'es']) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(['common']);
      const { key } = pageTitleKey('/settings/website', '');
      expect(i18n.exists(`pageTitle.${key}`, { lng: language })).toBe(true);
      expect(i18n.t(`pageTitle.${key}`)).not.toBe('Website settings');
    }
    await i18n.changeLanguage('en');
  });
});
