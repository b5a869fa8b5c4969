import type { z } from 'zod';

/**
 * A fast check that a value already is what the zod response serialiser would write: it
 * passes only when `JSON.stringify(value)` gives exactly the serialiser's output, that is when
 * the value matches the schema and every object holds the schema's keys, in its order, and
 * nothing else. It covers plain JSON schemas (objects, arrays, strings, numbers, integers,
 * booleans, enums, string and number literals); `null` is returned for a schema with anything else (optional
 * fields, refinements, transforms...). A value that fails is not necessarily wrong: hand it to
 * the zod serialiser, which either writes it or reports its issues.
 *
 * Within one check an object met twice (shared by several parents) is checked once.
 */
export type JsonCheck = (value: unknown) => boolean;

type Seen = Map<Check, Set<object>>;
type Check = (value: unknown, seen: Seen) => boolean;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function compile(schema: z.core.$ZodType): Check | null {
  const def = schema._zod.def;
  const checks = 'checks' in def ? (def.checks ?? []) : [];
  switch (def.type) {
    case 'string':
      return checks.length === 0 ? (value) => typeof value === 'string' : null;
    case 'boolean':
      return checks.length === 0 ? (value) => typeof value === 'boolean' : null;
    case 'number': {
      if (checks.length === 0) return (value) => typeof value === 'number' && Number.isFinite(value);
      const format = checks.length === 1 ? checks[0]?._zod.def : undefined;
      // z.number().int(): a safe integer.
      return format?.check === 'number_format' && 'format' in format && format.format === 'safeint'
        ? (value) => Number.isSafeInteger(value)
        : null;
    }
    case 'enum':
    case 'literal': {
      const values = new Set<unknown>(
        def.type === 'enum'
          ? Object.values((def as z.core.$ZodEnumDef).entries)
          : (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values,
      );
      // Only values JSON writes as themselves.
      for (const value of values) if (typeof value !== 'string' && typeof value !== 'number') return null;
      return (value) => values.has(value) && (typeof value !== 'number' || Number.isFinite(value));
    }
    case 'array': {
      const element = checks.length === 0 ? compile((def as z.core.$ZodArrayDef).element) : null;
      if (!element) return null;
      return (value, seen) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i += 1) {
          // A hole reads as undefined, which no element schema here accepts.
          if (!element(value[i], seen)) return false;
        }
        return true;
      };
    }
    case 'object': {
      const objectDef = def as z.core.$ZodObjectDef;
      if (objectDef.catchall || checks.length > 0) return null;
      const keys = Object.keys(objectDef.shape);
      const fields: Check[] = [];
      for (const key of keys) {
        const field = compile(objectDef.shape[key] as z.core.$ZodType);
        if (!field) return null;
        fields.push(field);
      }
      const check: Check = (value, seen) => {
        if (!isPlainObject(value)) return false;
        let known = seen.get(check);
        if (known?.has(value)) return true;
        const own = Object.keys(value);
        if (own.length !== keys.length) return false;
        for (let i = 0; i < keys.length; i += 1) {
          const key = keys[i] as string;
          if (own[i] !== key || !fields[i]?.(value[key], seen)) return false;
        }
        if (!known) {
          known = new Set();
          seen.set(check, known);
        }
        known.add(value);
        return true;
      };
      return check;
    }
    default:
      return null;
  }
}

/** The check of a schema, or null when the schema is not plain JSON (see above). */
export function compileJsonCheck(schema: z.core.$ZodType): JsonCheck | null {
  const check = compile(schema);
  return check && ((value) => check(value, new Map()));
}
