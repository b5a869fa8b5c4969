import { z } from 'zod';
import { SHORT_CODE_PATTERN, SHORT_LINK_TYPES } from '../rules/short-links';
import { validateEmail } from '../rules/validation';
import { calendarDate, dataEnvelope, pageQueryFields, text } from './common';
import { ruled } from './rules';

/** Short links (spec sections 3 and 7; issue 15): create, open, e-mail, and the agency's list. */

const code = z.string({ error: 'validation.required' }).regex(SHORT_CODE_PATTERN, 'validation.invalid');
const email = ruled(validateEmail).transform((value) => value.trim().toLowerCase());

/** POST /api/short-url: a page of the agency's own site (checked by the server against its origin). */
export const createShortUrlBodySchema = z.object({
  url: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(2_000, 'validation.tooLong'),
});

export const shortUrlParamsSchema = z.object({ code });

const deepLinkDetailsSchema = z.object({
  type: z.enum(SHORT_LINK_TYPES),
  pathname: z.string(),
  params: z.record(z.string(), z.array(z.string())),
  hash: z.string(),
});

/** A link as its maker gets it back. */
export const createdShortUrlSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The link to share: the agency's origin + /url/{code}. */
  shortUrl: z.string(),
  url: z.string(),
  type: z.enum(SHORT_LINK_TYPES),
});
export const createdShortUrlResponseSchema = dataEnvelope(createdShortUrlSchema);

/** GET /api/short-url/{code}: what the link restores (spec section 3: url, deepLinkDetails). */
export const shortUrlDetailsResponseSchema = dataEnvelope(
  z.object({ url: z.string(), deepLinkDetails: deepLinkDetailsSchema }),
);
export type ShortUrlDetails = z.infer<typeof shortUrlDetailsResponseSchema>['data'];

/** POST /api/short-url/email: send a link of the agency to an address. */
export const emailShortUrlBodySchema = z.object({
  code,
  email,
  note: text().trim().max(500, 'validation.tooLong').optional(),
});

/** GET /api/agency/short-urls */
export const agencyShortUrlsQuerySchema = z
  .object({
    ...pageQueryFields,
    type: z.enum(['all', ...SHORT_LINK_TYPES], { error: 'validation.invalid' }).default('all'),
    search: text()
      .trim()
      .max(100, 'validation.tooLong')
      .optional()
      .transform((value) => value || undefined),
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'validation.invalid',
    path: ['endDate'],
  });
export type AgencyShortUrlsQuery = z.infer<typeof agencyShortUrlsQuerySchema>;

/** A link in the agency's list, with its funnel: opened, then searched, then booked. */
export const agencyShortUrlSchema = createdShortUrlSchema.extend({
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  clicks: z.number().int(),
  searches: z.number().int(),
  bookings: z.number().int(),
});
export type AgencyShortUrl = z.infer<typeof agencyShortUrlSchema>;

export const agencyShortUrlsResponseSchema = dataEnvelope(
  z.object({ shortUrls: z.array(agencyShortUrlSchema), totalRecords: z.number().int() }),
);

export const shortUrlIdParamsSchema = z.object({
  id: z.string({ error: 'validation.required' }).uuid('validation.invalid'),
});
