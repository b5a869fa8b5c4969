import { isIP } from 'node:net';
import { open, type CountryResponse, type Reader } from 'maxmind';

/** The visitor's country from a local MaxMind-format database; no third-party call is made. */
export interface GeoIp {
  countryOf(ip: string): string | null;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export async function openGeoIp(dbPath: string | undefined): Promise<GeoIp> {
  if (!dbPath) return { countryOf: () => null };
  const reader: Reader<CountryResponse> = await open<CountryResponse>(dbPath);
  const isIpv4Only = reader.metadata.ipVersion === 4;
  return {
    countryOf(ip) {
      // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d: look up the IPv4 address.
      const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
      const version = isIP(address);
      // An IPv4-only database has no answer for IPv6; walking its tree with 128 bits would
      // answer the country of an unrelated IPv4 network.
      if (version === 0 || (version === 6 && isIpv4Only)) return null;
      try {
        return reader.get(address)?.country?.iso_code ?? null;
      } catch {
        return null;
      }
    },
  };
}
