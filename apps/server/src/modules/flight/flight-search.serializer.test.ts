import { flightSearchResponseSchema, type FlightSearchResponse } from '@travel/contracts';
import { createSerializerCompiler, isResponseSerializationError } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, FAMILY, searchRequest, slice } from '../../suppliers/flights/sandbox/test-support';
import { flightSearchSerializerCompiler } from './flight-search.serializer';
import { toItineraries } from './flight.mapper';
import { compileJsonCheck } from '../../platform/http/json-check';

const route = { schema: flightSearchResponseSchema, method: 'POST', url: '/api/flight/search' };
const serialize = flightSearchSerializerCompiler()(route as never) as (data: unknown) => string;
const generic = createSerializerCompiler()(route as never) as (data: unknown) => string;

let answer: FlightSearchResponse;

beforeAll(async () => {
  const { supplier } = createSandbox();
  const result = await supplier.search(
    searchRequest([slice('LIS', 'JFK', '2026-12-10'), slice('JFK', 'LIS', '2026-12-17')], {
      passengers: FAMILY,
      cabin: 'NoPreference',
    }),
  );
  const pricing = {
    of: (price: { total: { amount: number } }) => ({
      totalAmount: price.total.amount + 1_500,
      displayAmount: (price.total.amount + 1_500) * 2,
    }),
    displayCurrency: 'EUR',
  };
  answer = {
    data: toItineraries(result.offers, pricing),
    fareFamilies: result.fareFamilies,
    searchedAt: result.searchedAt,
    expiresAt: result.expiresAt,
  };
});

/** The answer with one change to its first itinerary's first leg (shared by other itineraries). */
function withFirstLeg(change: Record<string, unknown>): FlightSearchResponse {
  const [first, ...rest] = answer.data;
  if (!first) throw new Error('no itineraries');
  const [leg, ...legs] = first.flights;
  return { ...answer, data: [{ ...first, flights: [{ ...leg, ...change } as never, ...legs] }, ...rest] };
}

describe('the flight search serialiser', () => {
  it('checks a real answer in place, with no checked copy (the schema stays within what the fast check covers)', () => {
    const check = compileJsonCheck(flightSearchResponseSchema);
    expect(check).not.toBeNull();
    expect(check?.(answer)).toBe(true);
  });

  it('writes the bytes the generic zod serialiser writes', () => {
    expect(answer.data.length).toBeGreaterThan(100);
    // Itineraries share their legs, which is what the serialiser checks once.
    const legs = new Set(answer.data.flatMap((itinerary) => itinerary.flights));
    expect(legs.size).toBeLessThan(answer.data.length);
    expect(serialize(answer)).toBe(generic(answer));
  });

  it('writes an answer with a field the schema does not know as the generic one does, without it', () => {
    const extra = withFirstLeg({ internal: 'not for the client' });
    expect(serialize(extra)).toBe(generic(extra));
    expect(serialize(extra)).not.toContain('internal');
  });

  it('refuses an answer that breaks the schema, with the issue and its path', () => {
    let error: unknown;
    try {
      serialize(withFirstLeg({ cabin: 'Cargo' }));
    } catch (thrown) {
      error = thrown;
    }
    expect(isResponseSerializationError(error)).toBe(true);
    const issues = (error as { cause?: { issues?: { path: unknown }[] } }).cause?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([['data', 0, 'flights', 0, 'cabin']]);
  });
});
