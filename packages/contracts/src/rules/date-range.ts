import { MAX_DATE_RANGE_DAYS } from '../constants';

/**
 * Dates here are calendar dates as 'YYYY-MM-DD' strings: a trip date has no time zone of its
 * own, so it is never an instant.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

function toUtcMs(date: IsoDate): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${date}`);
  return ms;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(start: IsoDate, end: IsoDate): number {
  return Math.round((toUtcMs(end) - toUtcMs(start)) / DAY_MS);
}

export function isIsoDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

/**
 * Normalises a picked range (spec section 5): an end equal to the start becomes start + 1 day;
 * a range of the maximum or longer is cut to start + maximum.
 */
export function normaliseRange(
  start: IsoDate,
  end: IsoDate,
  maxDays: number = MAX_DATE_RANGE_DAYS,
): { start: IsoDate; end: IsoDate } {
  const length = daysBetween(start, end);
  if (length === 0) return { start, end: addDays(start, 1) };
  if (length >= maxDays) return { start, end: addDays(start, maxDays) };
  return { start, end };
}

/** Whether a day may be picked: not before the minimum (default today). */
export function isSelectable(date: IsoDate, minDate: IsoDate): boolean {
  return daysBetween(minDate, date) >= 0;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy', e.g. 'Nov 23, 2026'. */
export function formatPickerDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** Today's calendar date in a time zone (the visitor's by default). */
export function todayIn(timeZone?: string, now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}
