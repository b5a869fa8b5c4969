import { afterEach, beforeEach } from 'vitest';
import { BOOKING_TYPES, BUILT_BOOKING_TYPES, type BookingType } from '@travel/contracts';

/**
 * For tests of what the shell does once every vertical has its pages: inside the calling
 * `describe`, all four count as built; the registry is restored after each test.
 */
export function treatAllVerticalsAsBuilt(): void {
  // The registry is read-only for the app; only tests widen it.
  const built = BUILT_BOOKING_TYPES as Set<BookingType>;
  let before: BookingType[] = [];
  beforeEach(() => {
    before = [...built];
    for (const type of BOOKING_TYPES) built.add(type);
  });
  afterEach(() => {
    built.clear();
    for (const type of before) built.add(type);
  });
}
