import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDebugFlag, isDebug } from './debug';

const START = new Date('2026-03-01T10:00:00Z').getTime();
const HOUR = 3_600_000;

afterEach(() => {
  document.cookie = 'debug=; Max-Age=0; Path=/';
  vi.useRealTimers();
});

describe('the debug query flag', () => {
  it('?debug=true turns debug mode on for 24 hours', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    expect(isDebug()).toBe(false);

    applyDebugFlag('?from=portal&debug=true');
    expect(isDebug()).toBe(true);
    vi.setSystemTime(START + 24 * HOUR - 60_000);
    expect(isDebug()).toBe(true);
    vi.setSystemTime(START + 24 * HOUR + 60_000);
    expect(isDebug()).toBe(false);
  });

  it('?debug=false turns it off at once; a page without the flag leaves it as it was', () => {
    applyDebugFlag('?debug=true');
    applyDebugFlag('?q=lisbon');
    expect(isDebug()).toBe(true);
    applyDebugFlag('?debug=false');
    expect(isDebug()).toBe(false);
  });
});
