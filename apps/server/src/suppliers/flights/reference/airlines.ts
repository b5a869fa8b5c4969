import { loadAirlineRows, type AirlineRow } from './package-data';

export interface Airline {
  /** IATA designator, e.g. 'TP'. */
  code: string;
  name: string;
  /** ICAO designator when known, e.g. 'TAP'. */
  icao: string | null;
  /** Country of registration, as a name. */
  country: string;
}

const isCargo = (row: AirlineRow): boolean => /\bcargo\b/i.test(row.name);

/**
 * Active airlines with a 2-character IATA code. Codes are reused over time, so when several
 * active rows share one, a passenger airline wins over a cargo one, then the first row.
 */
function buildAirlines(rows: AirlineRow[]): Map<string, Airline> {
  const byCode = new Map<string, AirlineRow>();
  for (const row of rows) {
    if (!row.isActive || !/^[A-Z0-9]{2}$/.test(row.iata) || row.name === '') continue;
    const current = byCode.get(row.iata);
    if (!current || (isCargo(current) && !isCargo(row))) byCode.set(row.iata, row);
  }
  return new Map(
    [...byCode.values()].map((row) => [
      row.iata,
      {
        code: row.iata,
        name: row.name,
        icao: /^[A-Z]{3}$/.test(row.icao) ? row.icao : null,
        country: row.country === '\\N' ? '' : row.country,
      },
    ]),
  );
}

const AIRLINES = buildAirlines(loadAirlineRows());

/** The airline with that IATA code (any case), or undefined. */
export function findAirline(code: string): Airline | undefined {
  return AIRLINES.get(code.trim().toUpperCase());
}
