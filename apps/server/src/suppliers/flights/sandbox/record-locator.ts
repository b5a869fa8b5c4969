import type { Carrier } from './carriers';
import { hashString } from '../../shared/prng';

/** Record locators (PNRs) and e-ticket numbers. */

export { derivedLocator, LOCATOR_LENGTH, randomLocator } from '../../shared/locator';

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
