import { describe, expect, it } from 'vitest';
import type { FlightLeg } from '@travel/contracts';
import { isCancellable, isPayable, payPathOf, routeOf } from './booking';

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

describe('isPayable', () => {
  const NOW = Date.parse('2026-11-24T10:00:00Z');
  it('holds for a booking awaiting payment until its ticketing time limit', () => {
    expect(isPayable({ bookingStatus: 'pending_payment', ticketingTimeLimit: '2026-11-24T10:00:01Z' }, NOW)).toBe(true);
    expect(isPayable({ bookingStatus: 'pending_payment', ticketingTimeLimit: '2026-11-24T10:00:00Z' }, NOW)).toBe(
      false,
    );
    expect(isPayable({ bookingStatus: 'pending_payment', ticketingTimeLimit: null }, NOW)).toBe(true);
  });
  it('never holds for a booking paid or ended', () => {
    for (const bookingStatus of ['confirmed', 'ticketed', 'cancelled', 'voided', 'failed'] as const)
      expect(isPayable({ bookingStatus, ticketingTimeLimit: '2026-11-25T10:00:00Z' }, NOW)).toBe(false);
  });
  it("opens the checkout's payment step for the booking", () => {
    expect(payPathOf('FL9BMEA3CM')).toBe('/booknow/flights/checkout?booking=FL9BMEA3CM');
  });
});
