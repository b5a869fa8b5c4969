import { describe, expect, it } from 'vitest';
import type { FlightLeg } from '@travel/contracts';
import { isCancellable, routeOf } from './booking';

const leg = (origin: string, destination: string) => ({ origin, destination }) as FlightLeg;

describe('routeOf', () => {
  it("writes a return trip as 'A ⇄ B'", () => {
    expect(routeOf([leg('LIS', 'JFK'), leg('JFK', 'LIS')])).toBe('LIS ⇄ JFK');
  });
  it('writes every leg of a one-way or multi-city trip', () => {
    expect(routeOf([leg('LIS', 'MAD')])).toBe('LIS → MAD');
    expect(routeOf([leg('LIS', 'MAD'), leg('MAD', 'CDG')])).toBe('LIS → MAD, MAD → CDG');
  });
  it('is empty without legs', () => {
    expect(routeOf([])).toBe('');
  });
});

describe('isCancellable', () => {
  it('holds while the booking awaits payment, is confirmed or ticketed', () => {
    for (const bookingStatus of ['pending_payment', 'confirmed', 'ticketed'] as const)
      expect(isCancellable({ bookingStatus })).toBe(true);
    for (const bookingStatus of ['cancelled', 'voided', 'failed'] as const)
      expect(isCancellable({ bookingStatus })).toBe(false);
  });
});
