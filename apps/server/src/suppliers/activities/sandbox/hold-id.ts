import { ACTIVITY_AGE_BANDS, type ActivityAgeBand, type TravelerCount } from '@travel/contracts';
import { sign, verifySignature } from '../../../platform/security/tokens';

/**
 * A hold id carries the whole availability check (product, date, start, travellers, the total
 * quoted and when) and is signed, so any node re-derives it and nobody can alter one.
 */
export interface HoldKey {
  productCode: string;
  date: string;
  startTime: string;
  travelers: TravelerCount[];
  /** The total quoted, minor units of the supplier's currency. */
  total: number;
  issuedMs: number;
}

const MAX_ID_LENGTH = 600;
const isBand = (value: string): value is ActivityAgeBand => (ACTIVITY_AGE_BANDS as readonly string[]).includes(value);

export class HoldIdCodec {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new RangeError('hold id secret must be at least 16 characters');
  }

  encode(key: HoldKey): string {
    const travelers = key.travelers.map((entry) => `${entry.band}:${entry.count}`).join(',');
    const body = Buffer.from(
      [key.productCode, key.date, key.startTime, travelers, key.total, key.issuedMs.toString(36)].join('|'),
    ).toString('base64url');
    return `${sign(this.secret, body)}.${body}`;
  }

  /** The key of a genuine id, or null for a malformed or forged one. */
  decode(holdId: string): HoldKey | null {
    if (holdId.length > MAX_ID_LENGTH) return null;
    const [signature = '', body = '', ...rest] = holdId.split('.');
    if (rest.length > 0 || !verifySignature(this.secret, body, signature)) return null;
    const parts = Buffer.from(body, 'base64url').toString('utf8').split('|');
    if (parts.length !== 6) return null;
    const [productCode = '', date = '', startTime = '', travelerText = '', total = '', issued = ''] = parts;
    const travelers: TravelerCount[] = [];
    for (const entry of travelerText.split(',')) {
      const [band = '', count = ''] = entry.split(':');
      if (!isBand(band) || !/^\d{1,3}$/.test(count)) return null;
      travelers.push({ band, count: Number(count) });
    }
    const issuedMs = parseInt(issued, 36);
    if (!/^\d+$/.test(total) || !Number.isFinite(issuedMs)) return null;
    return { productCode, date, startTime, travelers, total: Number(total), issuedMs };
  }
}
