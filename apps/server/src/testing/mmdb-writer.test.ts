import { Reader, type CountryResponse } from 'maxmind';
import { describe, expect, it } from 'vitest';
import { writeMmdb } from './mmdb-writer';

const gb = { country: { iso_code: 'GB' } };
const br = { country: { iso_code: 'BR' } };

describe('writeMmdb', () => {
  it('writes a database the maxmind reader opens, with the metadata of an IPv4 tree of 24-bit records', () => {
    const reader = new Reader<CountryResponse>(
      writeMmdb([{ network: '81.2.69.0/24', data: gb }], {
        databaseType: 'GeoLite2-Country',
        buildEpoch: 1_700_000_000,
      }),
    );
    expect(reader.metadata).toMatchObject({
      binaryFormatMajorVersion: 2,
      binaryFormatMinorVersion: 0,
      databaseType: 'GeoLite2-Country',
      ipVersion: 4,
      recordSize: 24,
      nodeCount: 24,
      languages: ['en'],
      description: { en: 'Test country database' },
    });
    expect(reader.metadata.buildEpoch.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('answers the data of the network holding an address, with its prefix length, and nothing elsewhere', () => {
    const reader = new Reader<CountryResponse>(
      writeMmdb([
        { network: '81.2.69.0/24', data: gb },
        { network: '200.147.0.0/16', data: br },
        { network: '177.0.0.0/8', data: br },
        { network: '1.1.1.1/32', data: { country: { iso_code: 'AU' }, names: ['one', 'two'], rank: 70_000 } },
      ]),
    );
    expect(reader.getWithPrefixLength('81.2.69.142')).toEqual([gb, 24]);
    expect(reader.get('81.2.69.0')).toEqual(gb);
    expect(reader.get('81.2.69.255')).toEqual(gb);
    expect(reader.get('81.2.70.1')).toBeNull();
    expect(reader.getWithPrefixLength('200.147.35.149')).toEqual([br, 16]);
    expect(reader.getWithPrefixLength('177.12.34.56')).toEqual([br, 8]);
    expect(reader.get('1.1.1.1')).toEqual({ country: { iso_code: 'AU' }, names: ['one', 'two'], rank: 70_000 });
    expect(reader.get('1.1.1.2')).toBeNull();
    expect(reader.get('8.8.8.8')).toBeNull();
  });

  it('writes a long string with the extended size encoding', () => {
    const long = 'x'.repeat(300);
    const reader = new Reader<CountryResponse>(
      writeMmdb([{ network: '10.0.0.0/8', data: { country: { iso_code: 'GB', names: { en: long } } } }]),
    );
    expect(reader.get('10.1.2.3')?.country?.names.en).toBe(long);
  });

  it('refuses overlapping or malformed networks', () => {
    expect(() =>
      writeMmdb([
        { network: '81.2.0.0/16', data: gb },
        { network: '81.2.69.0/24', data: br },
      ]),
    ).toThrow('81.2.69.0/24 overlaps another network');
    expect(() => writeMmdb([{ network: '81.2.69.0', data: gb }])).toThrow('not an IPv4 network');
    expect(() => writeMmdb([{ network: '300.2.69.0/24', data: gb }])).toThrow('not an IPv4 network');
  });
});
