import type { TFunction } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import { chargesByPlace, inclusionText, openingDay, openingWeek, weekdayNames } from './car-format';

describe('car rental words', () => {
  it('names the weekdays Sunday first, in the language', () => {
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('reads a day as closed, round the clock or its hours', () => {
    expect(openingDay(null)).toEqual({ kind: 'closed' });
    expect(openingDay('00:00-24:00')).toEqual({ kind: 'allDay' });
    expect(openingDay('08:00-19:00')).toEqual({ kind: 'hours', from: '08:00', until: '19:00' });
  });

  it('groups a city office week into weekdays, Saturday and a closed Sunday, Monday first', () => {
    const office = ['', ...Array<string>(5).fill('08:00-19:00'), '09:00-13:00'].map((hours) => hours || null);
    expect(openingWeek({ openingHours: office })).toEqual([
      { days: [1, 2, 3, 4, 5], hours: '08:00-19:00' },
      { days: [6], hours: '09:00-13:00' },
      { days: [0], hours: null },
    ]);
  });

  it('splits the charges into now and at the counter', () => {
    const money = { amount: 100, currency: 'EUR' };
    const split = chargesByPlace([
      { kind: 'rental', label: '3 rental days', amount: money, payAt: 'now' },
      { kind: 'one_way', label: 'One-way fee', amount: money, payAt: 'counter' },
    ]);
    expect(split.now.map((charge) => charge.kind)).toEqual(['rental']);
    expect(split.counter.map((charge) => charge.kind)).toEqual(['one_way']);
  });

  it("words the supplier's inclusions by key, a limited mileage with its km, others as given", () => {
    const words = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    const t = words as unknown as TFunction<'car-booking'>;
    expect(inclusionText('Theft protection', t)).toBe('inclusions.theft');
    expect(inclusionText('200 km per day', t)).toBe('inclusions.kmPerDay{"km":200}');
    expect(inclusionText('Roadside assistance', t)).toBe('Roadside assistance');
  });
});
