import { describe, expect, it } from 'vitest';
import { durationFilterOf, hasMoreActivities, matchesDurations, startMinuteOf, timeOfDayOf } from './activity-buckets';

describe('activity duration filters', () => {
  it('puts each duration in one bucket, the upper edge inclusive', () => {
    expect(durationFilterOf(1)).toBe('upToOneHour');
    expect(durationFilterOf(60)).toBe('upToOneHour');
    expect(durationFilterOf(61)).toBe('oneToFourHours');
    expect(durationFilterOf(240)).toBe('oneToFourHours');
    expect(durationFilterOf(241)).toBe('fourHoursToOneDay');
    expect(durationFilterOf(1_440)).toBe('fourHoursToOneDay');
    expect(durationFilterOf(1_441)).toBe('oneToThreeDays');
    expect(durationFilterOf(4_320)).toBe('oneToThreeDays');
    expect(durationFilterOf(4_321)).toBe('overThreeDays');
    expect(durationFilterOf(0)).toBeNull();
  });

  it('matches a range when either end is in a chosen bucket; no filter matches all', () => {
    const range = { fromMinutes: 45, toMinutes: 90 };
    expect(matchesDurations(range, ['oneToFourHours'])).toBe(true);
    expect(matchesDurations(range, ['upToOneHour'])).toBe(true);
    expect(matchesDurations(range, ['fourHoursToOneDay'])).toBe(false);
    expect(matchesDurations(range, [])).toBe(true);
  });
});

describe('activity time of day', () => {
  it('bands starts 6am-12pm, 12pm-5pm, 5pm-12am at their edges', () => {
    expect(timeOfDayOf('05:59')).toBeNull();
    expect(timeOfDayOf('06:00')).toBe('morning');
    expect(timeOfDayOf('11:59')).toBe('morning');
    expect(timeOfDayOf('12:00')).toBe('afternoon');
    expect(timeOfDayOf('16:59')).toBe('afternoon');
    expect(timeOfDayOf('17:00')).toBe('evening');
    expect(timeOfDayOf('23:59')).toBe('evening');
    expect(timeOfDayOf('00:00')).toBeNull();
    expect(timeOfDayOf(720)).toBe('afternoon');
  });

  it('reads only real times', () => {
    expect(startMinuteOf('24:00')).toBeNull();
    expect(startMinuteOf('9:00')).toBeNull();
    expect(startMinuteOf('09:30')).toBe(570);
  });
});

describe('activity paging', () => {
  it('has more products only while a page comes back full', () => {
    expect(hasMoreActivities(50)).toBe(true);
    expect(hasMoreActivities(49)).toBe(false);
    expect(hasMoreActivities(0)).toBe(false);
    expect(hasMoreActivities(10, 10)).toBe(true);
  });
});
