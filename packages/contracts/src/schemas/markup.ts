import { z } from 'zod';
import { dataEnvelope } from './common';

const markupType = z.enum(['percent', 'fixed'], { error: 'validation.invalid' });
const amount = z
  .number({ error: 'validation.number' })
  .min(0, 'validation.positive')
  .max(100_000, 'validation.invalid');

/** At most two decimals: cents of a fixed amount or fee, hundredths of a percent. */
function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

interface MarkupFields {
  markupType?: 'percent' | 'fixed' | undefined;
  markupValue?: number | undefined;
  agencyFee?: number | undefined;
}

function checkMarkup(m: MarkupFields, ctx: z.RefinementCtx): void {
  if (m.markupValue !== undefined && !hasCents(m.markupValue))
    ctx.addIssue({ code: 'custom', path: ['markupValue'], message: 'validation.invalid' });
  if (m.agencyFee !== undefined && !hasCents(m.agencyFee))
    ctx.addIssue({ code: 'custom', path: ['agencyFee'], message: 'validation.invalid' });
  if (m.markupType === 'percent' && m.markupValue !== undefined && m.markupValue > 100)
    ctx.addIssue({ code: 'custom', path: ['markupValue'], message: 'validation.invalid' });
}

/**
 * PATCH of a markup (spec section 3: percent by default, fixed also possible, plus a fee): the
 * fields to change; the others keep the values in force (a percent above 100 is refused once
 * merged, on the server).
 */
export const markupPatchSchema = z
  .object({
    markupType: markupType.optional(),
    markupValue: amount.optional(),
    agencyFee: amount.optional(),
  })
  .superRefine(checkMarkup);
export type MarkupPatch = z.infer<typeof markupPatchSchema>;

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
