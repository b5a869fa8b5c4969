import { describe, expect, it } from 'vitest';
import { ageFitsType, ageOn } from './traveler-ages';

describe('traveller ages on the day of departure', () => {
  it('counts whole years, a birthday on the day counting', () => {
    expect(ageOn('2014-12-01', '2026-12-01')).toBe(12);
    expect(ageOn('2014-12-02', '2026-12-01')).toBe(11);
  });

  it('places adults at 12 and over, children from 2 to 11, infants under 2', () => {
    expect(ageFitsType('ADT', '2014-12-01', '2026-12-01')).toBe(true);
    expect(ageFitsType('CHD', '2014-12-01', '2026-12-01')).toBe(false);
    expect(ageFitsType('CHD', '2014-12-02', '2026-12-01')).toBe(true);
    expect(ageFitsType('CHD', '2024-12-01', '2026-12-01')).toBe(true);
    expect(ageFitsType('INF', '2024-12-01', '2026-12-01')).toBe(false);
    expect(ageFitsType('INF', '2024-12-02', '2026-12-01')).toBe(true);
    expect(ageFitsType('INF', '2026-12-02', '2026-12-01')).toBe(false);
  });
});
