import { describe, expect, it } from 'vitest';
import { durationPartOf } from './card-text';

describe('durationPartOf', () => {
  it('reads under an hour in minutes', () => {
    expect(durationPartOf(45)).toEqual({ unit: 'minutes', count: 45 });
    expect(durationPartOf(59)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('reads under a day in hours, with the minutes when not whole', () => {
    expect(durationPartOf(60)).toEqual({ unit: 'hours', count: 1 });
    expect(durationPartOf(90)).toEqual({ unit: 'hoursMinutes', hours: 1, minutes: 30 });
    expect(durationPartOf(1_439)).toEqual({ unit: 'hoursMinutes', hours: 23, minutes: 59 });
  });

  it('reads from a day on in days, to the half day', () => {
    expect(durationPartOf(1_440)).toEqual({ unit: 'days', count: 1 });
    expect(durationPartOf(2_160)).toEqual({ unit: 'days', count: 1.5 });
    expect(durationPartOf(4_320)).toEqual({ unit: 'days', count: 3 });
  });
});
