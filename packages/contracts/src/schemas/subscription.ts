import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { DURATIONS, PLAN_TYPES, SUBSCRIPTION_STATUSES } from '../rules/billing';
import { AGENCY_NAME_MAX_LENGTH, validateHexColor, validateRequiredText } from '../rules/agency-settings';
import { validateEmail, validateName, validateNewPassword } from '../rules/validation';
import { publicAgencySchema } from './agency';
import { dataEnvelope, text } from './common';
import { ruled } from './rules';

const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

/** What a plan includes, as keys the web words ('website', 'agents5'...). */
export const PLAN_FEATURES = [
  'website',
  'allVerticals',
  'agents5',
  'agentsUnlimited',
  'proposals',
  'customDomain',
  'prioritySupport',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

// --- Onboarding --------------------------------------------------------------------------

export const subdomainAvailabilityQuerySchema = z.object({
  subdomain: text({ error: 'validation.required' }).max(100, 'validation.tooLong'),
});
export const SUBDOMAIN_UNAVAILABLE_REASONS = ['length', 'characters', 'reserved', 'taken'] as const;
export const subdomainAvailabilityResponseSchema = dataEnvelope(
  z.object({
    subdomain: z.string(),
    isAvailable: z.boolean(),
    reason: z.enum(SUBDOMAIN_UNAVAILABLE_REASONS).nullable(),
  }),
);
export type SubdomainAvailability = z.infer<typeof subdomainAvailabilityResponseSchema>['data'];

export const createAgencyBodySchema = z.object({
  agencyName: ruled((value) => validateRequiredText(value, AGENCY_NAME_MAX_LENGTH), AGENCY_NAME_MAX_LENGTH).transform(
    (value) => value.trim(),
  ),
  subdomain: text({ error: 'validation.required' }).max(100, 'validation.tooLong'),
  primaryColor: ruled(validateHexColor, 7).transform((value) => value.toLowerCase()),
  name: ruled(validateName, 100).transform((value) => value.trim()),
  email: ruled(validateEmail).transform((value) => value.trim().toLowerCase()),
  password: ruled((value) => validateNewPassword(value), 64).transform((value) => value.trim()),
  language: z.enum(LANGUAGES).default('en'),
  checked: z.literal(true, { error: 'validation.termsRequired' }),
});
export type CreateAgencyBody = z.input<typeof createAgencyBodySchema>;
export const createAgencyResponseSchema = z.object({
  message: z.string(),
  data: z.object({ _id: z.string(), agencyName: z.string(), subdomain: z.string(), siteUrl: z.string() }),
});

// --- Subscriptions -----------------------------------------------------------------------

export const planSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  duration: z.enum(DURATIONS),
  price: moneySchema,
  /** The same plan paid monthly for a year, for the annual discount's 'was'. */
  monthlyEquivalent: moneySchema,
  features: z.array(z.enum(PLAN_FEATURES)),
});
export type Plan = z.infer<typeof planSchema>;

export const invoiceSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  reason: z.enum(['subscribe', 'renewal', 'change']),
  planType: z.enum(PLAN_TYPES),
  duration: z.enum(DURATIONS),
  periodStart: z.string(),
  periodEnd: z.string(),
  subtotal: moneySchema,
  discount: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  couponCode: z.string().nullable(),
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const subscriptionSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  duration: z.enum(DURATIONS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  isSubscribed: z.boolean(),
  trialEndsAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** When an unpaid renewal was due (past due). */
  dueAt: z.string().nullable(),
  /** When the renewal job tries or decides next. */
  nextActionAt: z.string().nullable(),
  credit: moneySchema,
  couponCode: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string(), isVerified: z.boolean() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = dataEnvelope(subscriptionSchema);
export const subscriptionChangeResponseSchema = z.object({
  message: z.string(),
  data: subscriptionSchema.extend({ invoice: invoiceSummarySchema.nullable() }),
});

/** The public plans (the pricing and 'Start your agency' pages). */
export const plansResponseSchema = dataEnvelope(
  z.object({
    plans: z.array(planSchema),
    taxPercent: z.number(),
    annualDiscountPercent: z.number(),
    trialDays: z.number().int(),
  }),
);
export type PlanCatalogue = z.infer<typeof plansResponseSchema>['data'];

export const billingsQuerySchema = z.object({
  duration: z.enum(DURATIONS, { error: 'validation.invalid' }).default('monthly'),
  planType: z.enum(PLAN_TYPES, { error: 'validation.invalid' }).default('Starter'),
});
export const billingsResponseSchema = dataEnvelope(
  z.object({
    plan: planSchema,
    taxPercent: z.number(),
    tax: moneySchema,
    total: moneySchema,
    annualDiscountPercent: z.number(),
    trialDays: z.number().int(),
    plans: z.array(planSchema),
    invoices: z.array(invoiceSummarySchema),
  }),
);
export type Billings = z.infer<typeof billingsResponseSchema>['data'];

const couponCode = text()
  .trim()
  .max(40, 'validation.tooLong')
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null));
export const subscribeBodySchema = z.object({
  planType: z.enum(PLAN_TYPES, { error: 'validation.invalid' }),
  duration: z.enum(DURATIONS, { error: 'validation.invalid' }),
  couponCode,
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;
export const changePlanBodySchema = z.object({
  planType: z.enum(PLAN_TYPES, { error: 'validation.invalid' }),
  duration: z.enum(DURATIONS, { error: 'validation.invalid' }),
});

export const paymentMethodSchema = z.object({
  card: z.object({ brand: z.string(), last4: z.string(), isVerified: z.boolean() }).nullable(),
  /** requires_action: open `challengeUrl` (3-D Secure), then call verify. */
  status: z.enum(['none', 'verified', 'requires_action']),
  challengeUrl: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodResponseSchema = dataEnvelope(paymentMethodSchema);
export const paymentMethodBodySchema = z.object({
  token: text({ error: 'validation.required' }).min(4, 'validation.invalid').max(100, 'validation.invalid'),
});

/** The card gateway the card form tokenises with (GET /api/getCurrentPaymentGateway). */
export const paymentGatewaySchema = z.object({
  /** The gateway's name: the web picks its client adapter by it ('sandbox'). */
  gateway: z.string(),
  /** The public (publishable) key the gateway's client sends with a card. */
  publicKey: z.string(),
  /** Where the gateway's client posts the card for a token. */
  tokenUrl: z.string(),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

export const paymentGatewayResponseSchema = dataEnvelope(paymentGatewaySchema);

export const invoiceParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** The platform admin's view of one agency (GET /api/agency/{id}). */
export const agencyAdminViewResponseSchema = dataEnvelope(
  publicAgencySchema.extend({
    subdomain: z.string().nullable(),
    createdAt: z.string(),
    /** null for the platform owner's own agency. */
    subscription: subscriptionSchema.nullable(),
  }),
);
