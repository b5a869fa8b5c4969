import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RoomOccupancy } from '../port';

/**
 * Rate keys carry everything that prices a rate (vendor, hotel, room type, plan, stay, rooms,
 * nationality, currency, search instant, whether checked), so any node re-derives the rate;
 * they are signed (first 16 bytes of HMAC-SHA256, base64url) so nobody can forge or alter one.
 *
 * Layout: signature '.' then the body of '~'-separated fields:
 * 1 ~ vendor ~ hotel id ~ room type ~ plan ~ yyyymmdd in ~ yyyymmdd out ~ rooms ~ nationality ~
 * currency ~ issued (base-36 seconds) ~ checked (0/1). Rooms: '_'-separated, each the adults
 * then '-' and the child ages joined by '.' ('2_1-7.4').
 */
export interface RateKeyPayload {
  vendor: string;
  hotelId: string;
  roomTypeCode: string;
  planId: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomOccupancy[];
  nationality: string;
  currency: string;
  issuedAtMs: number;
  checked: boolean;
}

const VERSION = '1';
const SIGNATURE_LENGTH = 22;
const MAX_KEY_LENGTH = 600;

const compactDate = (date: string): string => date.replaceAll('-', '');
const fullDate = (text: string): string | null =>
  /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : null;

function encodeRooms(rooms: readonly RoomOccupancy[]): string {
  return rooms
    .map((room) => (room.childAges.length > 0 ? `${room.adults}-${room.childAges.join('.')}` : `${room.adults}`))
    .join('_');
}

function decodeRooms(text: string): RoomOccupancy[] | null {
  const rooms: RoomOccupancy[] = [];
  for (const part of text.split('_')) {
    const match = /^(\d)(?:-(\d{1,2}(?:\.\d{1,2}){0,4}))?$/.exec(part);
    if (!match?.[1]) return null;
    rooms.push({ adults: Number(match[1]), childAges: match[2] ? match[2].split('.').map(Number) : [] });
  }
  return rooms;
}

function encodeBody(payload: RateKeyPayload): string {
  return [
    VERSION,
    payload.vendor,
    payload.hotelId,
    payload.roomTypeCode,
    payload.planId,
    compactDate(payload.checkIn),
    compactDate(payload.checkOut),
    encodeRooms(payload.rooms),
    payload.nationality,
    payload.currency,
    Math.floor(payload.issuedAtMs / 1000).toString(36),
    payload.checked ? '1' : '0',
  ].join('~');
}

function decodeBody(body: string): RateKeyPayload | null {
  const fields = body.split('~');
  if (fields.length !== 12 || fields[0] !== VERSION) return null;
  const [
    ,
    vendor = '',
    hotelId = '',
    roomTypeCode = '',
    planId = '',
    inText = '',
    outText = '',
    roomsText = '',
    nationality = '',
    currency = '',
    issued = '',
    checked = '',
  ] = fields;
  const checkIn = fullDate(inText);
  const checkOut = fullDate(outText);
  const rooms = decodeRooms(roomsText);
  if (!checkIn || !checkOut || !rooms || !/^[0-9a-z]+$/.test(issued) || (checked !== '0' && checked !== '1'))
    return null;
  if (!/^[a-z]+$/.test(vendor) || !/^[A-Z]{2}$/.test(nationality) || !/^[A-Z]{3}$/.test(currency)) return null;
  return {
    vendor,
    hotelId,
    roomTypeCode,
    planId,
    checkIn,
    checkOut,
    rooms,
    nationality,
    currency,
    issuedAtMs: parseInt(issued, 36) * 1000,
    checked: checked === '1',
  };
}

export class RateKeyCodec {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new RangeError('rate key secret must be at least 16 characters');
  }

  encode(payload: RateKeyPayload): string {
    const body = encodeBody(payload);
    return `${this.sign(body)}.${body}`;
  }

  /** The payload of a genuine key, or null for a malformed or forged one. */
  decode(rateKey: unknown): RateKeyPayload | null {
    if (typeof rateKey !== 'string' || rateKey.length > MAX_KEY_LENGTH || rateKey.charAt(SIGNATURE_LENGTH) !== '.') {
      return null;
    }
    const body = rateKey.slice(SIGNATURE_LENGTH + 1);
    const given = Buffer.from(rateKey.slice(0, SIGNATURE_LENGTH));
    const expected = Buffer.from(this.sign(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return decodeBody(body);
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url').slice(0, SIGNATURE_LENGTH);
  }
}
