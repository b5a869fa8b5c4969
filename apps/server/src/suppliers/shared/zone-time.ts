import { zoneOffsetMinutes } from '@travel/contracts';

/**
 * Wall-clock time in IANA zones with Intl only. The UTC offset of a zone is computed once per
 * zone and UTC day, or per quarter-hour on a day with a transition (every real transition
 * falls on one), and cached: formatting with Intl is far too slow for thousands of flights.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const BUCKET_MS = 15 * MINUTE_MS;
const MAX_CACHED_DAYS = 100_000;

const offsets = new Map<string, Map<number, DayOffsets>>();
let cachedDays = 0;
const computeOffsetMinutes = zoneOffsetMinutes;

/** Offsets of a zone by UTC day: one number when constant all day, else per quarter-hour. */
type DayOffsets = number | Map<number, number>;

/** Minutes to add to UTC to get the zone's wall clock at that instant. */
export function offsetMinutes(zone: string, utcMs: number): number {
  // A zone changes offset on a few days a year: cache whole days, quarter-hours on those days.
  const day = Math.floor(utcMs / DAY_MS);
  let byDay = offsets.get(zone);
  if (!byDay) {
    byDay = new Map();
    offsets.set(zone, byDay);
  }
  let entry: DayOffsets | undefined = byDay.get(day);
  if (entry === undefined) {
    if (cachedDays > MAX_CACHED_DAYS) {
      offsets.clear();
      cachedDays = 0;
      byDay = new Map();
      offsets.set(zone, byDay);
    }
    const start = computeOffsetMinutes(zone, day * DAY_MS);
    entry = start === computeOffsetMinutes(zone, (day + 1) * DAY_MS - BUCKET_MS) ? start : new Map<number, number>();
    byDay.set(day, entry);
    cachedDays += 1;
  }
  if (typeof entry === 'number') return entry;
  const bucket = Math.floor(utcMs / BUCKET_MS);
  let offset = entry.get(bucket);
  if (offset === undefined) {
    offset = computeOffsetMinutes(zone, bucket * BUCKET_MS);
    entry.set(bucket, offset);
  }
  return offset;
}

const parsedDates = new Map<string, number | null>();

/** Milliseconds of UTC midnight of a 'YYYY-MM-DD' date, or null when it is not a real date. */
export function parseIsoDate(value: string): number | null {
  let parsed = parsedDates.get(value);
  if (parsed === undefined) {
    if (parsedDates.size >= 10_000) parsedDates.clear();
    parsed = parseDate(value);
    parsedDates.set(value, parsed);
  }
  return parsed;
}

function parseDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of the UTC date of an instant. */
export function isoDateOf(utcMs: number): string {
  const date = new Date(utcMs);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return isoDateOf((parseIsoDate(date) ?? 0) + days * DAY_MS);
}

/** Whole days from one 'YYYY-MM-DD' date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(((parseIsoDate(to) ?? 0) - (parseIsoDate(from) ?? 0)) / DAY_MS);
}

/** The instant at which a zone's wall clock shows minuteOfDay on date. */
export function localToUtc(zone: string, date: string, minuteOfDay: number): number {
  const wallAsUtc = (parseIsoDate(date) ?? 0) + minuteOfDay * MINUTE_MS;
  const guess = wallAsUtc - offsetMinutes(zone, wallAsUtc) * MINUTE_MS;
  return wallAsUtc - offsetMinutes(zone, guess) * MINUTE_MS;
}

export interface WallClock {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** UTC midnight of that local date, ms: for day arithmetic without parsing. */
  dateMs: number;
  /** 'YYYY-MM-DDTHH:mm'. */
  local: string;
  /** Minutes after local midnight. */
  minuteOfDay: number;
  /** '+HH:MM' or '-HH:MM'. */
  utcOffset: string;
}

export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(absolute / 60))}:${pad2(absolute % 60)}`;
}

/** 'YYYY-MM-DD' of the zone's wall clock at an instant. */
export function localDateAt(zone: string, utcMs: number): string {
  return isoDateOf(utcMs + offsetMinutes(zone, utcMs) * MINUTE_MS);
}

/** The zone's wall clock at an instant. */
export function wallClockAt(zone: string, utcMs: number): WallClock {
  const offset = offsetMinutes(zone, utcMs);
  const wallMs = utcMs + offset * MINUTE_MS;
  const wall = new Date(wallMs);
  const date = `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
  const hours = wall.getUTCHours();
  const minutes = wall.getUTCMinutes();
  return {
    date,
    dateMs: Math.floor(wallMs / DAY_MS) * DAY_MS,
    local: `${date}T${pad2(hours)}:${pad2(minutes)}`,
    minuteOfDay: hours * 60 + minutes,
    utcOffset: formatUtcOffset(offset),
  };
}
