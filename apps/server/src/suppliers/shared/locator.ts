import { randomBytes } from 'node:crypto';
import { hashString } from './prng';

/** Booking references (record locators): letters and digits without the look-alikes 0/O and 1/I. */
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LOCATOR_LENGTH = 6;

function locatorFromBytes(bytes: Uint8Array, length: number): string {
  let locator = '';
  for (let i = 0; i < length; i += 1) locator += LOCATOR_ALPHABET[(bytes[i] ?? 0) % LOCATOR_ALPHABET.length];
  return locator;
}

/** A random locator, 6 characters unless asked otherwise. */
export function randomLocator(length = LOCATOR_LENGTH): string {
  return locatorFromBytes(randomBytes(length), length);
}

/** A locator derived from a seed (an idempotency key), so a retried booking finds its order. */
export function derivedLocator(seed: string, length = LOCATOR_LENGTH): string {
  const bytes = new Uint8Array(length);
  let state = hashString(seed);
  for (let i = 0; i < length; i += 1) {
    state = hashString(`${state}|${seed}|${i}`);
    bytes[i] = state & 0xff;
  }
  return locatorFromBytes(bytes, length);
}
