import { z } from 'zod';
import { DNS_RECORD_PURPOSES, isValidMailDomain } from '../rules/mail-domain';
import { validateEmail } from '../rules/validation';
import { dataEnvelope, text } from './common';
import { ruled } from './rules';
import { rewardWalletConfigSchema } from './wallet';

/** Applications an agency can switch on (spec section 7; issue 15). */
export const APPLICATION_KEYS = ['mailgun', 'reward-wallet'] as const;
export type ApplicationKey = (typeof APPLICATION_KEYS)[number];

/** The own mail domain's state, as the list shows it. */
export const MAIL_DOMAIN_STATUSES = ['none', 'pending', 'verified'] as const;

export const applicationSummarySchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('mailgun'), enabled: z.boolean(), status: z.enum(MAIL_DOMAIN_STATUSES) }),
  /** The travel reward wallet with its earning rule (PATCH /api/agency/applications/reward-wallet). */
  z.object({ key: z.literal('reward-wallet'), enabled: z.boolean(), config: rewardWalletConfigSchema }),
]);
export const applicationsResponseSchema = dataEnvelope(z.object({ applications: z.array(applicationSummarySchema) }));

/** The own mail domain's settings: on or off, and the sender shown in mail. */
export const mailgunConfigSchema = z.object({
  enabled: z.boolean({ error: 'validation.invalid' }),
  /** The name in From (empty: the agency's name). */
  fromName: text().trim().max(100, 'validation.tooLong').default(''),
  /** The local part of the sender address, e.g. `bookings` for bookings@agency.com */
  fromLocalPart: text({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong')
    .regex(/^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/, 'validation.invalid'),
});
export type MailgunConfig = z.infer<typeof mailgunConfigSchema>;
export const mailgunConfigResponseSchema = dataEnvelope(mailgunConfigSchema);
export const mailgunConfigUpdatedResponseSchema = z.object({ message: z.string(), data: mailgunConfigSchema });

export const addMailDomainBodySchema = z.object({
  domain: text({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .refine(isValidMailDomain, 'validation.domain'),
});

const recordCheckSchema = z.object({
  purpose: z.enum(DNS_RECORD_PURPOSES),
  type: z.enum(['TXT', 'CNAME']),
  name: z.string(),
  value: z.string(),
  /** The last verification's finding: null until checked. */
  found: z.boolean().nullable(),
});

export const mailDomainSchema = z.object({
  domain: z.string(),
  selector: z.string(),
  status: z.enum(['pending', 'verified']),
  verifiedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  records: z.array(recordCheckSchema),
});
export type MailDomain = z.infer<typeof mailDomainSchema>;
export const mailDomainResponseSchema = dataEnvelope(mailDomainSchema.nullable());
export const mailDomainChangedResponseSchema = z.object({ message: z.string(), data: mailDomainSchema.nullable() });

export const testEmailBodySchema = z.object({
  email: ruled(validateEmail).transform((value) => value.trim().toLowerCase()),
});
