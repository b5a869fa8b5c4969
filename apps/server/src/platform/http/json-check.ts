import type { z } from 'zod';

/**
 * A fast check that a value already is what the zod response serialiser would write: it
 * passes only when `JSON.stringify(value)` gives exactly the serialiser's output, that is when
 * the value matches the schema and every object holds the schema's keys, in its order, and
 * nothing else. It covers plain JSON schemas (objects, arrays, strings, finite numbers, safe
 * integers, booleans, string and number enums and literals): for a schema with anything else
 * (optional fields, refinements, transforms...) compileJsonCheck returns null. A value that
 * fails is not necessarily wrong: hand it to the zod serialiser, which either writes it or
 * reports its issues.
 *
 * Within one check, an object with lists in it that is met several times (itineraries sharing
 * their legs) is checked once.
 */
export type JsonCheck = (value: unknown) => boolean;

type Seen = Map<Check, Set<object>>;
type Check = (value: unknown, seen: Seen) => boolean;

interface Compiled {
  check: Check;
  /** Whether the schema holds a list: only such objects are worth remembering. */
  isDeep: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const leaf = (check: Check): Compiled => ({ check, isDeep: false });

function compile(schema: z.core.$ZodType): Compiled | null {
  const def = schema._zod.def;
  const checks = 'checks' in def ? (def.checks ?? []) : [];
  switch (def.type) {
    case 'string':
      return checks.length === 0 ? leaf((value) => typeof value === 'string') : null;
    case 'boolean':
      return checks.length === 0 ? leaf((value) => typeof value === 'boolean') : null;
    case 'number': {
      if (checks.length === 0) return leaf((value) => typeof value === 'number' && Number.isFinite(value));
      const format = checks.length === 1 ? checks[0]?._zod.def : undefined;
      // z.number().int(): a safe integer.
      return format?.check === 'number_format' && 'format' in format && format.format === 'safeint'
        ? leaf((value) => Number.isSafeInteger(value))
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
      for (const value of values) {
        if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return null;
      }
      return leaf((value) => values.has(value));
    }
    case 'array': {
      const element = checks.length === 0 ? compile((def as z.core.$ZodArrayDef).element) : null;
      if (!element) return null;
      const check: Check = (value, seen) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i += 1) {
          // A hole reads as undefined, which no element schema here accepts.
          if (!element.check(value[i], seen)) return false;
        }
        return true;
      };
      return { check, isDeep: true };
    }
    case 'object': {
      const objectDef = def as z.core.$ZodObjectDef;
      if (objectDef.catchall || checks.length > 0) return null;
      const keys = Object.keys(objectDef.shape);
      const fields: Check[] = [];
      let isDeep = false;
      for (const key of keys) {
        const field = compile(objectDef.shape[key] as z.core.$ZodType);
        if (!field) return null;
        fields.push(field.check);
        isDeep ||= field.isDeep;
      }
      const checkFields = (value: unknown, seen: Seen): boolean => {
        if (!isPlainObject(value)) return false;
        const own = Object.keys(value);
        if (own.length !== keys.length) return false;
        for (let i = 0; i < keys.length; i += 1) {
          const key = keys[i] as string;
          if (own[i] !== key || !fields[i]?.(value[key], seen)) return false;
        }
        return true;
      };
      if (!isDeep) return leaf(checkFields);
      const check: Check = (value, seen) => {
        let known = seen.get(check);
        if (known?.has(value as object)) return true;
        if (!checkFields(value, seen)) return false;
        if (!known) {
          known = new Set();
          seen.set(check, known);
        }
        known.add(value as object);
        return true;
      };
      return { check, isDeep };
    }
    default:
      return null;
  }
}

/** The check of a schema, or null when the schema is not plain JSON (see above). */
export function compileJsonCheck(schema: z.core.$ZodType): JsonCheck | null {
  const compiled = compile(schema);
  return compiled && ((value) => compiled.check(value, new Map()));
}
