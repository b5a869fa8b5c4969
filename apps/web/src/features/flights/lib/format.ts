import type { TFunction } from '../../../shared/i18n/translator';
import { formatMoney } from '@travel/contracts';

/** A seat count at or under which a card warns that few seats are left. */
export const FEW_SEATS_LEFT = 4;

/** 'Xh Ym' (translated): 450 -> '7h 30m'. */
export function formatDuration(t: TFunction<'flights'>, minutes: number): string {
  return t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, language: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    cache.set(language, format);
  }
  return format;
}

/** The wall-clock time of a local 'YYYY-MM-DDTHH:mm': the one format of every flight time. */
export { formatLocalTime } from '../../../shared/format/travel-time';

/** 'Tue, Dec 1' for a local date or date-time. */
export function formatLocalDate(local: string, language: string): string {
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return local;
  return cached(dateFormats, language, { weekday: 'short', month: 'short', day: 'numeric' }).format(date);
}

/** '+1' when the arrival is a day later, '-1' across the date line, '' the same day. */
export function dayOffsetLabel(offset: number): string {
  if (offset === 0) return '';
  return offset > 0 ? `+${offset}` : String(offset);
}

/** 'Direct', '1 stop via YUL', '2 stops via YUL, ORD'. */
export function stopsLabel(t: TFunction<'flights'>, stops: readonly { airport: string }[]): string {
  if (stops.length === 0) return t('card.direct');
  return t('card.stopsVia', { count: stops.length, airports: stops.map((stop) => stop.airport).join(', ') });
}

const prices = new Map<string, string>();
/** Enough for the prices of a few large searches; the cache starts over beyond it. */
const MAX_CACHED_PRICES = 20_000;

/**
 * Minor units in the visitor's currency, formatted in the page's language. Remembered: results
 * show the same prices again and again as filters change, and each formatting builds a formatter.
 */
export function formatPrice(amount: number, currency: string, language: string): string {
  const key = `${language} ${currency} ${amount}`;
  let text = prices.get(key);
  if (text === undefined) {
    if (prices.size >= MAX_CACHED_PRICES) prices.clear();
    text = formatMoney({ amount, currency }, language);
    prices.set(key, text);
  }
  return text;
}
