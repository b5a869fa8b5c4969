import { describe, expect, it } from 'vitest';
import { zonePlace } from './wall-clock';

describe('zonePlace', () => {
  it('names a zone by its place, spaces for underscores, the last part of a nested zone', () => {
    expect(zonePlace('Europe/Lisbon')).toBe('Lisbon');
    expect(zonePlace('America/Port_of_Spain')).toBe('Port of Spain');
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlace('UTC')).toBe('UTC');
  });
});
