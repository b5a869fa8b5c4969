import { BOOKING_TYPES, type BookingMenuItem } from '../booking-menu';
import type { MessageKey } from '../i18n/messages-en';
import { validateEmail } from './validation';

/**
 * The rules of the website settings (PATCH /api/agency), shared by the settings form and the
 * server's schema. Each returns the key of its message, or null when the value is valid.
 */

export const AGENCY_NAME_MAX_LENGTH = 100;
export const HEADING_MAX_LENGTH = 150;
export const SUB_HEADING_MAX_LENGTH = 300;
export const URL_MAX_LENGTH = 2_000;
export const PHONE_MAX_LENGTH = 30;
export const LEGAL_TEXT_MAX_LENGTH = 20_000;

/** Where the app serves its own files: demo media and local uploads (`/media/uploads/<agency>/...`). */
export const MEDIA_PATH_PREFIX = '/media/';
export const UPLOADS_PATH_PREFIX = '/media/uploads/';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Characters that could end a CSS url("...") or an HTML attribute early; never part of a stored link. */
const UNSAFE_URL_CHARS = /[\s"'()<>\\`]/;
const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]+$/;
const PHONE = /^[+\d\s()-]*$/;

export function validateHexColor(value: string): MessageKey | null {
  return HEX_COLOR.test(value.trim()) ? null : 'validation.hexColor';
}

/** A required text of at most `max` characters (after trimming). */
export function validateRequiredText(value: string, max: number): MessageKey | null {
  const text = value.trim();
  if (!text) return 'validation.required';
  return text.length > max ? 'validation.tooLong' : null;
}

/** An optional text of at most `max` characters (after trimming). */
export function validateOptionalText(value: string, max: number): MessageKey | null {
  return value.trim().length > max ? 'validation.tooLong' : null;
}

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || UNSAFE_URL_CHARS.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An optional link to another site (social pages): empty, or an absolute http(s) URL. */
export function validateWebLink(value: string): MessageKey | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > URL_MAX_LENGTH) return 'validation.tooLong';
  return isHttpUrl(text) ? null : 'validation.url';
}

/**
 * An optional image or video: empty, an absolute http(s) URL, or a path the app serves under
 * /media/ (no '..', no '//'). Whether an upload path is the agency's own is checked on the server.
 */
export function validateMediaUrl(value: string): MessageKey | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > URL_MAX_LENGTH) return 'validation.tooLong';
  if (text.startsWith('/')) {
    const isSafePath = MEDIA_PATH.test(text) && !text.split('/').some((part) => part === '..' || part === '.');
    return isSafePath ? null : 'validation.url';
  }
  return isHttpUrl(text) ? null : 'validation.url';
}

/** An upload path of the app's local storage that belongs to another agency. */
export function isForeignUploadPath(value: string, agencyId: string): boolean {
  return value.startsWith(UPLOADS_PATH_PREFIX) && !value.startsWith(`${UPLOADS_PATH_PREFIX}${agencyId}/`);
}

/** The contact e-mail: optional, else a valid address. */
export function validateContactEmail(value: string): MessageKey | null {
  return value.trim() ? validateEmail(value) : null;
}

/** The contact phone: optional; digits, spaces, '+', '(', ')' and '-'. */
export function validateContactPhone(value: string): MessageKey | null {
  const text = value.trim();
  if (text.length > PHONE_MAX_LENGTH) return 'validation.tooLong';
  return PHONE.test(text) ? null : 'validation.phone';
}

/** The background overlay: a whole percent from 0 to 100. */
export function validateOverlay(value: number): MessageKey | null {
  return Number.isInteger(value) && value >= 0 && value <= 100 ? null : 'validation.percentRange';
}

/** The booking menu: each of the four booking types exactly once, and at least one active. */
export function validateBookingMenu(items: readonly BookingMenuItem[]): MessageKey | null {
  const titles = new Set(items.map((item) => item.title));
  if (items.length !== BOOKING_TYPES.length || BOOKING_TYPES.some((title) => !titles.has(title)))
    return 'validation.invalid';
  return items.some((item) => item.active) ? null : 'validation.bookingMenuActive';
}
