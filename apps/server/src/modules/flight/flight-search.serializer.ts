import { flightSearchResponseSchema } from '@travel/contracts';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { compileJsonCheck } from '../../platform/http/json-check';

type ZodSerializerCompiler = ReturnType<typeof createSerializerCompiler>;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/**
 * The serialiser of POST /flight/search: up to 1000 itineraries, about 2 MB of JSON. The
 * generic zod serialiser builds a checked copy of the whole answer, then stringifies the copy;
 * here the answer is checked in place (each leg once: itineraries share their legs, see
 * toItineraries) and stringified as it is, to the same bytes. An answer that fails the check
 * goes through the generic serialiser, which reports its issues with their paths.
 */
export function flightSearchSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compile = createSerializerCompiler();
  return (routeSchema) => {
    const generic = compile(routeSchema as RouteSchema);
    const check =
      (routeSchema as RouteSchema).schema === flightSearchResponseSchema
        ? compileJsonCheck(flightSearchResponseSchema)
        : null;
    if (!check) return generic;
    return (data: unknown) => (check(data) ? JSON.stringify(data) : generic(data));
  };
}
