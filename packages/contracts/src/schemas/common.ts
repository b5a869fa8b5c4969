import { z } from 'zod';
import { isIsoDate } from '../rules/date-range';

/** C0 control characters but tab and line breaks, and DEL: a NUL byte cannot even be stored. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Text that comes from outside (a body, a query, a path): any string without control
 * characters. Every request schema's free text is built on this (or on `ruled`, which
 * includes it), so a NUL byte is a 400 naming the field on every route, present and future.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), 'validation.controlCharacters');
}

/** A real calendar date, YYYY-MM-DD (not 2026-02-30, 2026-13-45 or 0000-00-00). */
export const calendarDate = z
  .string({ error: 'validation.required' })
  .refine((value) => isIsoDate(value) && value >= '0001-01-01', 'validation.date');

/** Success bodies carry their payload under `data` (spec section 7). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const messageBodySchema = z.object({ message: z.string() });

/** An optional text field: empty strings count as absent. */
export const optionalText = text()
  .trim()
  .max(10_000, 'validation.tooLong')
  .nullable()
  .transform((value) => (value ? value : null));

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid');

export const httpUrl = text()
  .trim()
  .max(2_000, 'validation.tooLong')
  .refine((value) => /^(https?:\/\/|\/)/.test(value), 'validation.invalid');

/** A page of a list, as every list call of the spec asks it: from `offSet`, `limit` rows (1 to 100). */
export const pageQueryFields = {
  offSet: z.coerce.number().int('validation.number').min(0, 'validation.positive').default(0),
  limit: z.coerce
    .number()
    .int('validation.number')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(20),
};
