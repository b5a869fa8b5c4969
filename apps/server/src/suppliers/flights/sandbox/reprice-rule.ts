import type { RepriceStatus } from '../port';
import { offerIdentity, readOfferPayload, type OfferPayload } from './offer-codec';
import { hashString, unitHash } from '../../shared/prng';

/**
 * Which offers move between search and checkout, decided by a hash of the offer's identity
 * (its search and flights, not the search instant), so it is the same on every node and in
 * every search:
 *
 *   bucket = FNV-1a("reprice|" + identity) mod 100
 *   bucket < 4        -> sold_out   (about 4% of offers)
 *   bucket < 4 + 12   -> changed    (about 12%): base fares move 2-8%, up two times in three
 *   otherwise         -> unchanged
 *
 * `predictRepriceStatus(offer.id)` applies this rule to an id, for tests and demos that need
 * such an offer on purpose. The forcePriceChange and forceSoldOut faults override it.
 */

export const SOLD_OUT_PERCENT = 4;
export const PRICE_CHANGE_PERCENT = 12;

export interface RepriceDecision {
  status: RepriceStatus;
  /** Multiplier on base fares: 1 unless changed. */
  factor: number;
}

export interface RepriceOverrides {
  forcePriceChange?: boolean;
  forceSoldOut?: boolean;
}

function changeFactor(identity: string): number {
  const magnitude = 0.02 + 0.06 * unitHash(`reprice-size|${identity}`);
  return unitHash(`reprice-direction|${identity}`) < 2 / 3 ? 1 + magnitude : 1 - magnitude;
}

export function repriceDecision(payload: OfferPayload, overrides: RepriceOverrides = {}): RepriceDecision {
  const identity = offerIdentity(payload);
  const bucket = hashString(`reprice|${identity}`) % 100;
  if (overrides.forceSoldOut || bucket < SOLD_OUT_PERCENT) return { status: 'sold_out', factor: 1 };
  if (overrides.forcePriceChange || bucket < SOLD_OUT_PERCENT + PRICE_CHANGE_PERCENT) {
    return { status: 'changed', factor: changeFactor(identity) };
  }
  return { status: 'unchanged', factor: 1 };
}

/** The reprice status an offer id will get without faults, or null if it is not an offer id. */
export function predictRepriceStatus(offerId: string): RepriceStatus | null {
  const payload = readOfferPayload(offerId);
  return payload ? repriceDecision(payload).status : null;
}
