import type { z } from 'zod';

/**
 * A fast check that a value already is what the zod response serialiser would write: it
 * passes only when `JSON.stringify(value)` gives exactly the serialiser's output, that is when
 * the value matches the schema and every object holds the schema's keys, in its order, and
 * nothing else (an optional key may be absent, or undefined, which JSON leaves out as zod does).
 * It covers plain JSON schemas (objects with required or optional keys, arrays, strings, finite
 * numbers, safe integers, booleans, string and number enums and literals): for a schema with
 * anything else (refinements, transforms, unions...) compileJsonCheck returns null. A value that
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
      const isOptional: boolean[] = [];
      let isDeep = false;
      for (const key of keys) {
        let fieldSchema = objectDef.shape[key] as z.core.$ZodType;
        const optional = fieldSchema._zod.def.type === 'optional';
        if (optional) fieldSchema = (fieldSchema._zod.def as z.core.$ZodOptionalDef).innerType;
        const field = compile(fieldSchema);
        if (!field) return null;
        fields.push(field.check);
        isOptional.push(optional);
        isDeep ||= field.isDeep;
      }
      const checkFields = (value: unknown, seen: Seen): boolean => {
        if (!isPlainObject(value)) return false;
        // The value's keys, in order, are the schema's, with only optional ones left out.
        let at = 0;
        for (const key of Object.keys(value)) {
          while (at < keys.length && keys[at] !== key) {
            if (!isOptional[at]) return false;
            at += 1;
          }
          if (at === keys.length) return false;
          const field = value[key];
          if (!(isOptional[at] && field === undefined) && !fields[at]?.(field, seen)) return false;
          at += 1;
        }
        for (; at < keys.length; at += 1) if (!isOptional[at]) return false;
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
