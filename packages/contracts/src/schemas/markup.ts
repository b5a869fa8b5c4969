import { z } from 'zod';
import { dataEnvelope } from './common';

const amount = z
  .number({ error: 'validation.number' })
  .min(0, 'validation.positive')
  .max(100_000, 'validation.invalid');

export const markupSettingsSchema = z
  .object({
    markupType: z.enum(['percent', 'fixed'], { error: 'validation.invalid' }).default('percent'),
    markupValue: amount.default(0),
    agencyFee: amount.default(0),
  })
  .refine((m) => m.markupType !== 'percent' || m.markupValue <= 100, {
    path: ['markupValue'],
    message: 'validation.invalid',
  })
  .refine(
    (m) =>
      Number.isInteger(Math.round(m.markupValue * 100)) &&
      Math.abs(m.markupValue * 100 - Math.round(m.markupValue * 100)) < 1e-6,
    {
      path: ['markupValue'],
      message: 'validation.invalid',
    },
  );

export const markupResponseSchema = dataEnvelope(
  z.object({
    markupType: z.enum(['percent', 'fixed']),
    markupValue: z.number(),
    agencyFee: z.number(),
    /** For a client or agent: true when they follow the agency's default (no override). */
    isDefault: z.boolean(),
  }),
);

export const userIdParamsSchema = z.object({ id: z.string().uuid('validation.invalid') });
