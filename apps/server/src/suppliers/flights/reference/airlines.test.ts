import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../sandbox/carriers';
import { findAirline } from './airlines';

describe('airline reference', () => {
  it('finds an airline by IATA code, in any case', () => {
    expect(findAirline('tp')).toEqual({ code: 'TP', name: 'TAP Portugal', icao: 'TAP', country: 'Portugal' });
    expect(findAirline('6E')?.name).toBe('IndiGo Airlines');
  });

  it('prefers the passenger airline when a cargo airline shares the code', () => {
    expect(findAirline('LH')?.name).toBe('Lufthansa');
    expect(findAirline('SQ')?.name).toBe('Singapore Airlines');
  });

  it('answers undefined for an unknown code', () => {
    expect(findAirline('??')).toBeUndefined();
  });

  it('knows every carrier the sandbox sells', () => {
    for (const carrier of CARRIERS) expect(findAirline(carrier.code)?.code).toBe(carrier.code);
  });
});
