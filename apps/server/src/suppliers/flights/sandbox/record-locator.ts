import { randomBytes } from 'node:crypto';
import type { Carrier } from './carriers';
import { hashString } from './prng';

/** Record locators (PNRs) and e-ticket numbers. */

/** Letters and digits without the look-alikes 0/O and 1/I, as many airlines print them. */
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LOCATOR_LENGTH = 6;

function locatorFromBytes(bytes: Uint8Array): string {
  let locator = '';
  for (let i = 0; i < LOCATOR_LENGTH; i += 1) locator += LOCATOR_ALPHABET[(bytes[i] ?? 0) % LOCATOR_ALPHABET.length];
  return locator;
}

/** A random 6-character locator. */
export function randomLocator(): string {
  return locatorFromBytes(randomBytes(LOCATOR_LENGTH));
}

/** A locator derived from a seed (an idempotency key), so a retried booking finds its order. */
export function derivedLocator(seed: string): string {
  const bytes = new Uint8Array(LOCATOR_LENGTH);
  let state = hashString(seed);
  for (let i = 0; i < LOCATOR_LENGTH; i += 1) {
    state = hashString(`${state}|${seed}|${i}`);
    bytes[i] = state & 0xff;
  }
  return locatorFromBytes(bytes);
}

/** Normalises a PNR typed by a person; null when it cannot be one. */
export function normaliseLocator(value: string): string | null {
  const pnr = value.trim().toUpperCase();
  return /^[A-Z0-9]{6}$/.test(pnr) ? pnr : null;
}

/** 13-digit e-ticket number: the carrier's 3-digit accounting code and a 10-digit serial. */
export function ticketNumber(carrier: Carrier | undefined, pnr: string, passengerId: string): string {
  const prefix = carrier?.ticketPrefix ?? String(900 + (hashString(carrier?.code ?? 'XX') % 100));
  const high = hashString(`ticket|${pnr}|${passengerId}`) % 100_000;
  const low = hashString(`ticket2|${pnr}|${passengerId}`) % 100_000;
  return `${prefix}${String(high).padStart(5, '0')}${String(low).padStart(5, '0')}`;
}
