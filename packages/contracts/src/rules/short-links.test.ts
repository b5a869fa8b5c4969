import { describe, expect, it } from 'vitest';
import { deepLinkDetailsOf, isShortCode, ownSitePath, pathOfDeepLink, shortLinkTypeOf } from './short-links';

const ORIGIN = 'https://demo.example.com';

describe('ownSitePath', () => {
  it('keeps path, query and fragment of a page of the same origin, absolute or as a path', () => {
    expect(ownSitePath(`${ORIGIN}/booknow/flights/search-details?from=LIS&to=JFK#top`, ORIGIN)).toBe(
      '/booknow/flights/search-details?from=LIS&to=JFK#top',
    );
    expect(ownSitePath('/booknow/hotels/search', ORIGIN)).toBe('/booknow/hotels/search');
    expect(ownSitePath('HTTPS://DEMO.EXAMPLE.COM/x', ORIGIN)).toBe('/x');
  });

  it.each([
    'https://other.example.com/x',
    'http://demo.example.com/x',
    'https://demo.example.com:8443/x',
    '//evil.example/x',
    'javascript:alert(1)',
    'https://user:pw@demo.example.com/x',
    'booknow/flights',
    '/api/agency',
    '/url/abcdefghij',
    '/\\evil.example',
    '',
    `/${'a'.repeat(2_001)}`,
  ])('refuses %s', (url) => {
    expect(ownSitePath(url, ORIGIN)).toBeNull();
  });
});

describe('codes and types', () => {
  it('a code is exactly 10 base62 characters', () => {
    expect(isShortCode('aZ09bY18cX')).toBe(true);
    expect(isShortCode('aZ09bY18c')).toBe(false);
    expect(isShortCode('aZ09bY18c-')).toBe(false);
    expect(isShortCode('aZ09bY18cXy')).toBe(false);
  });

  it('a link is typed by the vertical of its page', () => {
    expect(shortLinkTypeOf('/booknow/flights/search-details?x=1')).toBe('flights');
    expect(shortLinkTypeOf('/booknow/cars')).toBe('cars');
    expect(shortLinkTypeOf('/booknow/activities/result-details/P1')).toBe('activities');
    expect(shortLinkTypeOf('/booknow/hotelsX')).toBe('other');
    expect(shortLinkTypeOf('/')).toBe('other');
  });

  it('deep-link details keep repeated parameters in order and give the same state back', () => {
    const path = '/booknow/flights/search-details?type=Multi-City&from=LIS&to=MAD&from=MAD&to=PAR#r';
    const details = deepLinkDetailsOf(path);
    expect(details).toEqual({
      type: 'flights',
      pathname: '/booknow/flights/search-details',
      params: { type: ['Multi-City'], from: ['LIS', 'MAD'], to: ['MAD', 'PAR'] },
      hash: '#r',
    });
    expect(deepLinkDetailsOf(pathOfDeepLink(details))).toEqual(details);
  });
});
