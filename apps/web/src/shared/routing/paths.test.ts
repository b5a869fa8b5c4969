import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSearchResultsPath, peekRedirectPath, saveRedirectPath, takeRedirectPath } from './paths';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the page saved for after log-in', () => {
  it('is read once, from this tab or, for an hour, from another tab of the site', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z'), toFake: ['Date'] });
    saveRedirectPath('/booknow/flights/search-details?from=LIS');
    sessionStorage.clear(); // a new tab: the verification mail's link
    vi.setSystemTime(new Date('2026-05-01T10:59:00Z'));
    expect(peekRedirectPath()).toBe('/booknow/flights/search-details?from=LIS');
    expect(takeRedirectPath()).toBe('/booknow/flights/search-details?from=LIS');
    expect(takeRedirectPath()).toBeNull();

    saveRedirectPath('/mytrip');
    sessionStorage.clear();
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    expect(takeRedirectPath()).toBeNull();
  });

  it('is only ever a path of this site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      sessionStorage.setItem('redirectPath', path);
      expect(takeRedirectPath()).toBeNull();
    }
  });
});

describe('isSearchResultsPath', () => {
  it.each([
    ['/booknow/flights/search-details?from=LIS', true],
    ['/booknow/cars/result-details', true],
    ['/booknow/activities/result-details/P-1', true],
    ['/booknow/flights/search', false],
    ['/mytrip', false],
  ])('%s: %s', (path, expected) => {
    expect(isSearchResultsPath(path)).toBe(expected);
  });
});
