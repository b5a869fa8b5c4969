import {
  ACTIVITY_DURATION_FILTERS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_TIME_OF_DAY,
  type ActivityDurationFilter,
  type ActivityTimeOfDay,
} from '../constants';

/**
 * The activity filters' buckets (spec section 9) and the paging end rule (section 4).
 */

/** The duration filter a duration in minutes falls in: min < d <= max (up to 1 hour includes 60 minutes). */
export function durationFilterOf(minutes: number): ActivityDurationFilter | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  for (const bucket of ACTIVITY_DURATION_FILTERS) {
    const min = 'minMinutes' in bucket ? bucket.minMinutes : 0;
    const max = 'maxMinutes' in bucket ? bucket.maxMinutes : Number.POSITIVE_INFINITY;
    if (minutes > min && minutes <= max) return bucket.key;
  }
  return null;
}

/**
 * Whether a duration (fixed, or a range from..to) matches any of the chosen filters: a range
 * matches a filter any of its ends falls in. No filter chosen: everything matches.
 */
export function matchesDurations(
  duration: { fromMinutes: number; toMinutes: number },
  filters: readonly ActivityDurationFilter[],
): boolean {
  if (filters.length === 0) return true;
  const from = durationFilterOf(duration.fromMinutes);
  const to = durationFilterOf(duration.toMinutes);
  return filters.some((filter) => filter === from || filter === to);
}

/** The time of day a start ('HH:mm', or minutes after midnight) falls in; null between midnight and 6am. */
export function timeOfDayOf(start: string | number): ActivityTimeOfDay | null {
  const minute = typeof start === 'number' ? start : startMinuteOf(start);
  if (minute === null) return null;
  return ACTIVITY_TIME_OF_DAY.find((band) => minute >= band.fromMinute && minute <= band.toMinute)?.key ?? null;
}

/** 'HH:mm' as minutes after midnight, or null when not a time. */
export function startMinuteOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The paging end rule: when a page brings fewer products than the page size (or none), there
 * are no more products.
 */
export function hasMoreActivities(pageLength: number, pageSize: number = ACTIVITY_PAGE_SIZE): boolean {
  return pageLength >= pageSize && pageLength > 0;
}
