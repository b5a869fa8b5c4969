import { z } from 'zod';

/** Success bodies carry their payload under `data` (spec section 7). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const messageBodySchema = z.object({ message: z.string() });

/** An optional text field: empty strings count as absent. */
export const optionalText = z
  .string()
  .trim()
  .max(10_000, 'validation.tooLong')
  .nullable()
  .transform((value) => (value ? value : null));

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid');

export const httpUrl = z
  .string()
  .trim()
  .max(2_000, 'validation.tooLong')
  .refine((value) => /^(https?:\/\/|\/)/.test(value), 'validation.invalid');
