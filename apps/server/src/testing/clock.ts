import { vi } from 'vitest';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * Moves the process clock forward (only `Date`; timers stay real and the clock keeps ticking).
 * buildApp takes no clock, so this is how a test reaches "31 minutes later" or "25 hours
 * later" for the suppliers, the quotes and the services alike. Undo with `restoreClock`.
 */
export function moveClock(ms: number): void {
  const target = Date.now() + ms;
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(target);
}

export function restoreClock(): void {
  vi.useRealTimers();
}
