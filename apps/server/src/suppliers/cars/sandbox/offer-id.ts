import { timingSafeEqual } from 'node:crypto';
import { sign } from '../../../platform/security/tokens';
import type { CarSupplierOffer } from '../port';

/**
 * An offer id carries the whole offer (company, category, plan, places, times, driver, when it
 * was made) and is signed, so any node re-derives the offer and nobody can alter one.
 */

export interface OfferKey {
  vendorCode: string;
  acriss: string;
  plan: CarSupplierOffer['plan'];
  pickupId: string;
  dropoffId: string;
  pickUpMs: number;
  returnMs: number;
  driverAge: number;
  countryOfResidence: string;
  issuedMs: number;
}

const SIGNATURE_LENGTH = 22;
const MAX_ID_LENGTH = 600;
const PLANS = ['standard', 'inclusive', 'saver'] as const;
const isPlan = (value: string): value is OfferKey['plan'] => (PLANS as readonly string[]).includes(value);

export class OfferIdCodec {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new RangeError('offer id secret must be at least 16 characters');
  }

  encode(key: OfferKey): string {
    const body = Buffer.from(
      [
        key.vendorCode,
        key.acriss,
        key.plan,
        key.pickupId,
        key.dropoffId,
        key.pickUpMs.toString(36),
        key.returnMs.toString(36),
        key.driverAge,
        key.countryOfResidence,
        key.issuedMs.toString(36),
      ].join('|'),
    ).toString('base64url');
    return `${this.signature(body)}.${body}`;
  }

  /** The key of a genuine id, or null for a malformed or forged one. */
  decode(offerId: string): OfferKey | null {
    if (offerId.length > MAX_ID_LENGTH || offerId.charAt(SIGNATURE_LENGTH) !== '.') return null;
    const body = offerId.slice(SIGNATURE_LENGTH + 1);
    const given = Buffer.from(offerId.slice(0, SIGNATURE_LENGTH));
    const expected = Buffer.from(this.signature(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const parts = Buffer.from(body, 'base64url').toString('utf8').split('|');
    if (parts.length !== 10) return null;
    const [
      vendorCode = '',
      acriss = '',
      plan = '',
      pickupId = '',
      dropoffId = '',
      pu = '',
      ru = '',
      age = '',
      country = '',
      issued = '',
    ] = parts;
    if (!isPlan(plan)) return null;
    const numbers = [parseInt(pu, 36), parseInt(ru, 36), Number(age), parseInt(issued, 36)];
    if (!numbers.every(Number.isFinite)) return null;
    const [pickUpMs = 0, returnMs = 0, driverAge = 0, issuedMs = 0] = numbers;
    return {
      vendorCode,
      acriss,
      plan,
      pickupId,
      dropoffId,
      pickUpMs,
      returnMs,
      driverAge,
      countryOfResidence: country,
      issuedMs,
    };
  }

  private signature(body: string): string {
    return sign(this.secret, body).slice(0, SIGNATURE_LENGTH);
  }
}
