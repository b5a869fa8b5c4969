import { describe, expect, it } from 'vitest';
import { nightsOf } from './stay-summary';

describe('nightsOf', () => {
  it('counts the nights between two calendar dates, across a change of clocks and of month', () => {
    expect(nightsOf({ start: '2027-03-26', end: '2027-03-29' })).toBe(3);
    expect(nightsOf({ start: '2026-12-30', end: '2027-01-02' })).toBe(3);
  });
});
