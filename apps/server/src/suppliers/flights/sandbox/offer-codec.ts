import { hash, timingSafeEqual } from 'node:crypto';
import type { CabinClass, CabinPreference, PassengerCounts, SearchSlice } from '../port';

/**
 * Offer ids carry everything needed to re-derive an offer on any node: the search (slices,
 * passengers, cabin), its instant and the chosen flights of each slice. They are signed with
 * an HMAC so a client cannot forge or alter one.
 *
 * Layout: the first 16 bytes of HMAC-SHA256 over the body, in base64url (22 characters), then
 * the body, readable and URL-safe: version_issuedAt (base-36 seconds)_preference+cabin_
 * ADT CHD INF_slices (origin destination yyyymmdd, '-'-separated)_option keys ('-'-separated).
 */

export interface OfferPayload {
  /** Search instant, ms (whole seconds). */
  issuedAtMs: number;
  cabinPreference: CabinPreference;
  cabin: CabinClass;
  passengers: PassengerCounts;
  slices: SearchSlice[];
  /** The chosen option of each slice (see SliceOption.key). */
  optionKeys: string[];
}

const VERSION = '1';
const SIGNATURE_LENGTH = 22;
const CABIN_CODES: Record<CabinPreference, string> = {
  Economy: 'E',
  Premium: 'P',
  Business: 'B',
  First: 'F',
  NoPreference: 'N',
};
const CABIN_BY_CODE = new Map(Object.entries(CABIN_CODES).map(([cabin, code]) => [code, cabin as CabinPreference]));

/** The part of the body shared by every offer of a search. */
function encodeSearchPart(payload: Omit<OfferPayload, 'cabin' | 'optionKeys'>): [string, string] {
  const { adults, children, infants } = payload.passengers;
  const slices = payload.slices.map((s) => `${s.origin}${s.destination}${s.departureDate.replaceAll('-', '')}`);
  return [
    `${VERSION}_${Math.floor(payload.issuedAtMs / 1000).toString(36)}_${CABIN_CODES[payload.cabinPreference]}`,
    `_${adults}${children}${infants}_${slices.join('-')}_`,
  ];
}

function encodeBody(payload: OfferPayload): string {
  const [head, tail] = encodeSearchPart(payload);
  return `${head}${CABIN_CODES[payload.cabin]}${tail}${payload.optionKeys.join('-')}`;
}

function parseSlice(text: string): SearchSlice | null {
  const match = /^([A-Z]{3})([A-Z]{3})(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, origin = '', destination = '', year, month, day] = match;
  return { origin, destination, departureDate: `${year}-${month}-${day}` };
}

function decodeBody(body: string): OfferPayload | null {
  const [version, issued, cabins, counts, sliceText, keyText, ...rest] = body.split('_');
  if (version !== VERSION || rest.length > 0 || !issued || !cabins || !counts || !sliceText || !keyText) return null;
  const cabinPreference = CABIN_BY_CODE.get(cabins.charAt(0));
  const cabin = CABIN_BY_CODE.get(cabins.charAt(1));
  if (!cabinPreference || !cabin || cabin === 'NoPreference' || cabins.length !== 2) return null;
  if (!/^\d{3}$/.test(counts) || !/^[0-9a-z]+$/.test(issued)) return null;
  const slices = sliceText.split('-').map(parseSlice);
  const optionKeys = keyText.split('-');
  if (slices.some((slice) => slice === null) || optionKeys.length !== slices.length) return null;
  if (optionKeys.some((key) => !/^[A-Z0-9.~]+$/.test(key))) return null;
  return {
    issuedAtMs: parseInt(issued, 36) * 1000,
    cabinPreference,
    cabin,
    passengers: { adults: Number(counts[0]), children: Number(counts[1]), infants: Number(counts[2]) },
    slices: slices.flatMap((slice) => slice ?? []),
    optionKeys,
  };
}

/** Reads an offer id without checking its signature: for tests and diagnostics only. */
export function readOfferPayload(offerId: string): OfferPayload | null {
  return decodeBody(offerId.slice(SIGNATURE_LENGTH));
}

/** What identifies an offer across searches: everything but the search instant. */
export function offerIdentity(payload: OfferPayload): string {
  return encodeBody({ ...payload, issuedAtMs: 0 });
}

const SHA256_BLOCK_BYTES = 64;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of the first 16 bytes of a digest given as a latin1 string (22 characters). */
function base64url16(bytes: string): string {
  let text = '';
  for (let i = 0; i < 15; i += 3) {
    const n = (bytes.charCodeAt(i) << 16) | (bytes.charCodeAt(i + 1) << 8) | bytes.charCodeAt(i + 2);
    text += `${BASE64URL[n >> 18]}${BASE64URL[(n >> 12) & 63]}${BASE64URL[(n >> 6) & 63]}${BASE64URL[n & 63]}`;
  }
  const last = bytes.charCodeAt(15);
  return `${text}${BASE64URL[last >> 2]}${BASE64URL[(last & 3) << 4]}`;
}

export class OfferCodec {
  // HMAC-SHA256 (RFC 2104) over one-shot hashes with the padded keys computed once: a search
  // signs up to 1000 ids, and creating an Hmac object per id costs more than the hashing.
  // Digests come back as latin1 ('binary') strings, not Buffers: no memory outside the heap per id.
  /** The inner key followed by room for the body; reused (signing is synchronous). */
  private inner: Buffer;
  /** The outer key followed by room for the inner digest; reused. */
  private readonly outer: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new RangeError('offer signing secret must be at least 16 characters');
    let key = Buffer.from(secret, 'utf8');
    if (key.length > SHA256_BLOCK_BYTES) key = hash('sha256', key, 'buffer');
    this.inner = Buffer.alloc(SHA256_BLOCK_BYTES + 512, 0x36);
    this.outer = Buffer.alloc(SHA256_BLOCK_BYTES + 32, 0x5c);
    for (let i = 0; i < key.length; i += 1) {
      this.inner[i] = (key[i] ?? 0) ^ 0x36;
      this.outer[i] = (key[i] ?? 0) ^ 0x5c;
    }
  }

  encode(payload: OfferPayload): string {
    return this.encodeBody(encodeBody(payload));
  }

  /** An encoder for the offers of one search, which share everything but cabin and flights. */
  forSearch(search: Omit<OfferPayload, 'cabin' | 'optionKeys'>): (cabin: CabinClass, optionKeys: string[]) => string {
    const [head, tail] = encodeSearchPart(search);
    return (cabin, optionKeys) => this.encodeBody(`${head}${CABIN_CODES[cabin]}${tail}${optionKeys.join('-')}`);
  }

  /** The payload of a genuine id, or null for a malformed or forged one. */
  decode(offerId: string): OfferPayload | null {
    if (offerId.length <= SIGNATURE_LENGTH || offerId.length > 2_000 || !/^[\w.~-]+$/.test(offerId)) return null;
    const body = offerId.slice(SIGNATURE_LENGTH);
    const signature = Buffer.from(offerId.slice(0, SIGNATURE_LENGTH), 'latin1');
    const expected = Buffer.from(this.sign(body), 'latin1');
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    return decodeBody(body);
  }

  private encodeBody(body: string): string {
    return `${this.sign(body)}${body}`;
  }

  /** The first 16 bytes of HMAC-SHA256 over the body, in base64url. */
  private sign(body: string): string {
    const length = SHA256_BLOCK_BYTES + Buffer.byteLength(body, 'utf8');
    if (length > this.inner.length) {
      const grown = Buffer.alloc(length * 2);
      this.inner.copy(grown, 0, 0, SHA256_BLOCK_BYTES);
      this.inner = grown;
    }
    this.inner.write(body, SHA256_BLOCK_BYTES, 'utf8');
    // 'binary' is latin1: one character per byte.
    this.outer.write(hash('sha256', this.inner.subarray(0, length), 'binary'), SHA256_BLOCK_BYTES, 'binary');
    return base64url16(hash('sha256', this.outer, 'binary'));
  }
}
