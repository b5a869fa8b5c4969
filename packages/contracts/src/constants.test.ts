import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DURATION_FILTERS,
  ACTIVITY_POPULARITY_FILTERS,
  ACTIVITY_SPECIAL_FILTERS,
  ACTIVITY_TIME_OF_DAY,
  CAR_CAPACITY_BUCKETS,
  FLIGHT_TIME_SLIDER_DEFAULT,
  SCRIPT_CHUNK_TIMEOUT_MS,
  USER_DATA_CACHE_TIME_MS,
} from './constants';

const HOUR = 60;
const DAY = 24 * HOUR;

describe('spec section 9 constants', () => {
  it('buckets car capacity: passengers 1-4 and 5+, bags 1-2, 3-4 and 5+', () => {
    expect(CAR_CAPACITY_BUCKETS).toEqual({
      passengers: [
        { key: '1to4', min: 1, max: 4 },
        { key: '5plus', min: 5 },
      ],
      bags: [
        { key: '1to2', min: 1, max: 2 },
        { key: '3to4', min: 3, max: 4 },
        { key: '5plus', min: 5 },
      ],
    });
  });

  it('filters activity durations: up to 1 hour, 1-4 hours, 4 hours to 1 day, 1-3 days, over 3 days', () => {
    expect(ACTIVITY_DURATION_FILTERS).toEqual([
      { key: 'upToOneHour', maxMinutes: HOUR },
      { key: 'oneToFourHours', minMinutes: HOUR, maxMinutes: 4 * HOUR },
      { key: 'fourHoursToOneDay', minMinutes: 4 * HOUR, maxMinutes: DAY },
      { key: 'oneToThreeDays', minMinutes: DAY, maxMinutes: 3 * DAY },
      { key: 'overThreeDays', minMinutes: 3 * DAY },
    ]);
  });

  it('names the special and popularity filters', () => {
    expect(ACTIVITY_SPECIAL_FILTERS).toEqual(['DEALS_AND_DISCOUNT', 'LIKELY_TO_SELL_OUT', 'FREE_CANCELLATION']);
    expect(ACTIVITY_POPULARITY_FILTERS).toEqual(['avoidCrowd', 'kidFriendly', 'virtualExperience', 'safetyMeasures']);
  });

  it('splits the activity day into 6am-12pm, 12pm-5pm and 5pm-12am with no gap', () => {
    expect(ACTIVITY_TIME_OF_DAY).toEqual([
      { key: 'morning', range: '6am-12pm', fromMinute: 6 * HOUR, toMinute: 12 * HOUR - 1 },
      { key: 'afternoon', range: '12pm-5pm', fromMinute: 12 * HOUR, toMinute: 17 * HOUR - 1 },
      { key: 'evening', range: '5pm-12am', fromMinute: 17 * HOUR, toMinute: DAY - 1 },
    ]);
  });

  it('starts the flight time sliders at 1-12', () => {
    expect(FLIGHT_TIME_SLIDER_DEFAULT).toEqual({ min: 1, max: 12 });
  });

  it('gives a script chunk 120 s to load and never reuses cached user data', () => {
    expect(SCRIPT_CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(USER_DATA_CACHE_TIME_MS).toBe(0);
  });
});
