import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  canTransition,
  isCancellableStatus,
  isFinalStatus,
  type BookingStatus,
} from './booking-status';

describe('booking status transitions', () => {
  it('lets a held booking be paid, fulfilled on account, cancelled, voided or fail', () => {
    for (const to of ['confirmed', 'ticketed', 'cancelled', 'voided', 'failed'] as const) {
      expect(canTransition('pending_payment', to), to).toBe(true);
    }
  });

  it('lets a paid booking be ticketed, cancelled or voided, never go back to awaiting payment', () => {
    expect(canTransition('confirmed', 'ticketed')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'voided')).toBe(true);
    expect(canTransition('confirmed', 'pending_payment')).toBe(false);
    expect(canTransition('confirmed', 'failed')).toBe(false);
  });

  it('lets a ticketed booking only be cancelled or voided', () => {
    const next = BOOKING_STATUSES.filter((to) => canTransition('ticketed', to));
    expect(next).toEqual(['cancelled', 'voided']);
  });

  it('lets nothing leave cancelled, voided or failed', () => {
    for (const from of ['cancelled', 'voided', 'failed'] as const) {
      expect(isFinalStatus(from)).toBe(true);
      expect(BOOKING_STATUSES.filter((to) => canTransition(from, to))).toEqual([]);
    }
  });

  it('never moves a booking to the status it has', () => {
    for (const status of BOOKING_STATUSES) expect(canTransition(status, status), status).toBe(false);
  });

  it('names only known statuses, and every status has a rule', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    const targets = Object.values(BOOKING_TRANSITIONS).flat();
    for (const to of targets) expect(BOOKING_STATUSES).toContain(to);
  });

  it('calls cancellable exactly the held, paid and ticketed bookings', () => {
    const cancellable: BookingStatus[] = BOOKING_STATUSES.filter(isCancellableStatus);
    expect(cancellable).toEqual(['pending_payment', 'confirmed', 'ticketed']);
  });
});
