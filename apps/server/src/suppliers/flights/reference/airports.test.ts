import { describe, expect, it } from 'vitest';
import { AIRPORTS, findAirport, searchAirports } from './airports';

const codes = (text: string, limit = 10) => searchAirports(text, limit).map((airport) => airport.code);

describe('airport reference', () => {
  it('describes an airport with code, name, city, country, position and IANA zone', () => {
    expect(findAirport('lis')).toEqual({
      code: 'LIS',
      name: 'Lisbon Portela Airport',
      city: 'Lisbon',
      countryCode: 'PT',
      continent: 'EU',
      latitude: expect.closeTo(38.77, 1),
      longitude: expect.closeTo(-9.13, 1),
      timeZone: 'Europe/Lisbon',
      size: 'large',
    });
    expect(findAirport('HNL')?.timeZone).toBe('Pacific/Honolulu');
    expect(findAirport('KTM')?.timeZone).toMatch(/^Asia\/Kat(h)?mandu$/);
  });

  it('keeps only large and medium airports with scheduled service, each with a valid zone', () => {
    expect(AIRPORTS.length).toBeGreaterThan(2_500);
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(AIRPORTS.length);
    for (const airport of AIRPORTS) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/);
      expect(['large', 'medium']).toContain(airport.size);
      expect(airport.city).not.toBe('');
      expect(airport.countryCode).toMatch(/^[A-Z]{2}$/);
    }
    for (const timeZone of new Set(AIRPORTS.map((a) => a.timeZone))) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
    // In the source data: a small heliport with scheduled service, a medium airport without.
    expect(findAirport('JRA')).toBeUndefined();
    expect(findAirport('OSH')).toBeUndefined();
    expect(findAirport('XQZ')).toBeUndefined();
  });

  it('finds an exact code first', () => {
    expect(codes('lis')[0]).toBe('LIS');
    expect(codes('MAD')[0]).toBe('MAD');
  });

  it('finds by city, larger airports first', () => {
    expect(codes('london', 5)).toEqual(['LHR', 'LGW', 'STN', 'LTN', 'LCY']);
    expect(codes('new york').slice(0, 2)).toEqual(['JFK', 'LGA']);
    expect(codes('new york')).toContain('EWR');
  });

  it('ignores case and accents', () => {
    expect(codes('SAO PAULO')).toEqual(codes('são paulo'));
    expect(codes('sao paulo')).toContain('GRU');
    expect(codes('zürich')[0]).toBe('ZRH');
    expect(codes('zurich')[0]).toBe('ZRH');
  });

  it('finds by airport name after cities, and by other names', () => {
    expect(codes('heathrow')).toEqual(['LHR']);
    expect(codes('portela')).toContain('LIS');
    expect(codes('tokyo')).toEqual(expect.arrayContaining(['HND', 'NRT']));
    expect(codes('tokyo')[0]).toBe('HND');
  });

  it('honours the limit and answers nothing for blank text', () => {
    expect(codes('san', 3)).toHaveLength(3);
    expect(codes('   ')).toEqual([]);
  });
});
