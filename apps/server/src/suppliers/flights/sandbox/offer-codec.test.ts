import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OfferCodec, readOfferPayload, type OfferPayload } from './offer-codec';

const PAYLOAD: OfferPayload = {
  issuedAtMs: Date.parse('2026-11-20T10:00:00Z'),
  cabinPreference: 'NoPreference',
  cabin: 'Business',
  passengers: { adults: 2, children: 1, infants: 1 },
  slices: [
    { origin: 'LIS', destination: 'JFK', departureDate: '2026-12-10' },
    { origin: 'JFK', destination: 'LIS', departureDate: '2026-12-17' },
  ],
  optionKeys: ['TP209', 'AA100.AA45~PHL'],
};

describe('offer ids', () => {
  it('round-trip their payload and are URL-safe', () => {
    const codec = new OfferCodec('offer-codec-test-secret');
    const id = codec.encode(PAYLOAD);
    expect(id).toMatch(/^[\w-]{22}1_[\w.~-]+$/);
    expect(id.slice(22)).toBe('1_tosp40_NB_211_LISJFK20261210-JFKLIS20261217_TP209-AA100.AA45~PHL');
    expect(codec.decode(id)).toEqual(PAYLOAD);
    expect(readOfferPayload(id)).toEqual(PAYLOAD);
  });

  it('are signed with the first 16 bytes of HMAC-SHA256 over their body', () => {
    for (const secret of ['offer-codec-test-secret', 'ß'.repeat(40), 'x'.repeat(100)]) {
      const codec = new OfferCodec(secret);
      for (const optionKeys of [PAYLOAD.optionKeys, ['TP209', `AA${'1'.repeat(900)}`]]) {
        const id = codec.encode({ ...PAYLOAD, optionKeys });
        const body = id.slice(22);
        const hmac = createHmac('sha256', secret).update(body).digest().subarray(0, 16).toString('base64url');
        expect(id.slice(0, 22)).toBe(hmac);
        expect(codec.decode(id)).toEqual({ ...PAYLOAD, optionKeys });
      }
    }
  });

  it('sign ids of one search the same way as single ones', () => {
    const codec = new OfferCodec('offer-codec-test-secret');
    const { cabin, optionKeys, ...search } = PAYLOAD;
    expect(codec.forSearch(search)(cabin, optionKeys)).toBe(codec.encode(PAYLOAD));
  });

  it('are refused when signed with another secret or altered', () => {
    const codec = new OfferCodec('offer-codec-test-secret');
    const id = new OfferCodec('another-secret-entirely').encode(PAYLOAD);
    expect(codec.decode(id)).toBeNull();
    const genuine = codec.encode(PAYLOAD);
    expect(codec.decode(genuine.replace('_211_', '_100_'))).toBeNull();
    expect(codec.decode(`${genuine.startsWith('A') ? 'B' : 'A'}${genuine.slice(1)}`)).toBeNull();
    expect(codec.decode(`${genuine}0`)).toBeNull();
  });

  it('need a secret of at least 16 characters', () => {
    expect(() => new OfferCodec('short')).toThrow(RangeError);
  });
});
