import { z } from 'zod';
import type { MessageKey } from '../i18n/messages-en';
import { dataEnvelope } from './common';
import { currencyCodeSchema } from './reference';

const markupType = z.enum(['percent', 'fixed'], { error: 'validation.invalid' });
/** A percent (two decimals at most) or, when fixed, minor units; checked against the type once merged. */
const markupValue = z
  .number({ error: 'validation.number' })
  .min(0, 'validation.positive')
  .max(100_000_000, 'validation.invalid');
/** Minor units of the markup's currency. */
const minorUnits = z
  .number({ error: 'validation.number' })
  .int('validation.amountDecimals')
  .min(0, 'validation.positive')
  .max(100_000_000, 'validation.invalid');

/**
 * PATCH of a markup (spec section 3: percent by default, fixed also possible, plus a fee): the
 * fields to change; the others keep the values in force. `markupValue` is a percent (at most
 * 100, two decimals) or, when fixed, an integer of minor units of `currency`, like `agencyFee`.
 * These rules apply to the merged markup, on the server, since a PATCH may send one field.
 */
export const markupPatchSchema = z.object({
  markupType: markupType.optional(),
  markupValue: markupValue.optional(),
  agencyFee: minorUnits.optional(),
  currency: currencyCodeSchema.optional(),
});
export type MarkupPatch = z.infer<typeof markupPatchSchema>;

/** What is wrong with a whole markup, field by field (message keys); empty when valid. */
export function markupProblems(markup: {
  markupType: 'percent' | 'fixed';
  markupValue: number;
}): Partial<Record<'markupValue', MessageKey>> {
  if (markup.markupType === 'percent') {
    const hundredths = markup.markupValue * 100;
    if (markup.markupValue > 100 || Math.abs(hundredths - Math.round(hundredths)) > 1e-6)
      return { markupValue: 'validation.percentValue' };
  } else if (!Number.isInteger(markup.markupValue)) return { markupValue: 'validation.amountDecimals' };
  return {};
}

export const markupResponseSchema = dataEnvelope(
  z.object({
    markupType: z.enum(['percent', 'fixed']),
    /** Percent, or minor units of `currency` when fixed. */
    markupValue: z.number(),
    /** Minor units of `currency`. */
    agencyFee: z.number().int(),
    currency: z.string(),
    /** For a client or agent: true when they follow the agency's default (no override). */
    isDefault: z.boolean(),
  }),
);
export type MarkupView = z.infer<typeof markupResponseSchema>['data'];

export const userIdParamsSchema = z.object({ id: z.string().uuid('validation.invalid') });
