import { describe, expect, it } from 'vitest';
import { MAX_DATE_RANGE_DAYS } from '../constants';
import { addDays, daysBetween, formatPickerDate, isIsoDate, isSelectable, normaliseRange, todayIn } from './date-range';

describe('addDays and daysBetween', () => {
  it('count calendar days across month, year and DST changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-31')).toBe(-1);
  });

  it('rejects a string that is not a date', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it("accepts real 'YYYY-MM-DD' dates only", () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });
});

describe('normaliseRange', () => {
  it('moves an end equal to the start to the next day', () => {
    expect(normaliseRange('2026-11-23', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-24' });
  });

  it('keeps a range shorter than 28 days', () => {
    expect(normaliseRange('2026-11-23', '2026-11-24')).toEqual({ start: '2026-11-23', end: '2026-11-24' });
    expect(normaliseRange('2026-11-01', '2026-11-28')).toEqual({ start: '2026-11-01', end: '2026-11-28' });
  });

  it('cuts a range of 28 days or more to start + 28 by default', () => {
    expect(MAX_DATE_RANGE_DAYS).toBe(28);
    expect(normaliseRange('2026-11-01', '2026-11-29')).toEqual({ start: '2026-11-01', end: '2026-11-29' });
    expect(normaliseRange('2026-11-01', '2027-02-15')).toEqual({ start: '2026-11-01', end: '2026-11-29' });
  });

  it('takes another maximum', () => {
    expect(normaliseRange('2026-11-01', '2026-11-10', 7)).toEqual({ start: '2026-11-01', end: '2026-11-08' });
    expect(normaliseRange('2026-11-01', '2026-11-07', 7)).toEqual({ start: '2026-11-01', end: '2026-11-07' });
  });
});

describe('isSelectable', () => {
  it('refuses days before the minimum and allows the minimum itself', () => {
    expect(isSelectable('2026-11-22', '2026-11-23')).toBe(false);
    expect(isSelectable('2026-11-23', '2026-11-23')).toBe(true);
    expect(isSelectable('2027-01-01', '2026-11-23')).toBe(true);
  });
});

describe('formatPickerDate', () => {
  it("formats as 'MMM d, yyyy'", () => {
    expect(formatPickerDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatPickerDate('2027-01-05')).toBe('Jan 5, 2027');
    expect(formatPickerDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('todayIn', () => {
  it("gives today's date in the given time zone", () => {
    const instant = new Date('2026-11-23T02:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  });

  it('is a valid ISO date in the local zone by default', () => {
    expect(isIsoDate(todayIn())).toBe(true);
  });
});
