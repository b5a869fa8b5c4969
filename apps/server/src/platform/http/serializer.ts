import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

type ZodSerializerCompiler = ReturnType<typeof createSerializerCompiler>;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/**
 * Response validation and serialisation with the zod schemas, memoised for frozen payloads:
 * a frozen object cannot change after it was checked, so the same object (the public agency,
 * answered on every page load) is validated and stringified once, not per request.
 */
export function memoisingSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compile = createSerializerCompiler();
  return (routeSchema) => {
    const serialize = compile(routeSchema as RouteSchema);
    const memo = new WeakMap<object, string>();
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
      const known = memo.get(data);
      if (known !== undefined) return known;
      const json = serialize(data);
      memo.set(data, json);
      return json;
    };
  };
}

/** Freezes a plain JSON-like value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
