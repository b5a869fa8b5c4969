import { open, type CountryResponse, type Reader } from 'maxmind';

/** The visitor's country from a local MaxMind-format database; no third-party call is made. */
export interface GeoIp {
  countryOf(ip: string): string | null;
}

export async function openGeoIp(dbPath: string | undefined): Promise<GeoIp> {
  if (!dbPath) return { countryOf: () => null };
  const reader: Reader<CountryResponse> = await open<CountryResponse>(dbPath);
  return {
    countryOf(ip) {
      try {
        return reader.get(ip)?.country?.iso_code ?? null;
      } catch {
        return null;
      }
    },
  };
}
