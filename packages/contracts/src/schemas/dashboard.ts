import { z } from 'zod';
import { VERTICALS } from '../verticals';
import { calendarDate, dataEnvelope, pageQueryFields } from './common';

export const bookingCountResponseSchema = dataEnvelope(
  z.object({
    flights: z.number().int(),
    hotels: z.number().int(),
    cars: z.number().int(),
    activities: z.number().int(),
    total: z.number().int(),
  }),
);

export type BookingCount = z.infer<typeof bookingCountResponseSchema>['data'];

export const recentActivityItemSchema = z.object({
  _id: z.string(),
  vertical: z.enum(VERTICALS),
  referenceNumber: z.string(),
  status: z.string(),
  /** Total in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  /** Who the booking is for. */
  customerName: z.string(),
  updatedAt: z.string(),
});
export const recentActivityResponseSchema = dataEnvelope(z.array(recentActivityItemSchema));
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

const isoDate = calendarDate;

export const transactionsBodySchema = z
  .object({
    ...pageQueryFields,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'validation.invalid',
    path: ['endDate'],
  });

/**
 * What came of a payment attempt: paid ('succeeded'), refused by the bank ('declined'), waiting
 * for the customer's 3-D Secure answer ('awaiting_3ds'), asked for 3-D Secure and sent again
 * once answered ('challenged': the next attempt with the card says how it ended), still
 * under way ('processing'), taken and given straight back ('reversed'), never completed
 * ('abandoned'); a refund made ('refunded').
 */
export const TRANSACTION_OUTCOMES = [
  'succeeded',
  'declined',
  'awaiting_3ds',
  'challenged',
  'processing',
  'reversed',
  'abandoned',
  'refunded',
] as const;
export type TransactionOutcome = (typeof TRANSACTION_OUTCOMES)[number];

export const transactionSchema = z.object({
  _id: z.string(),
  kind: z.enum(['charge', 'refund']),
  status: z.string(),
  outcome: z.enum(TRANSACTION_OUTCOMES),
  /** Whether money moved: a charge that paid, or a refund made. A declined or 3-D Secure attempt moved none. */
  movedMoney: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = dataEnvelope(
  z.object({ transactions: z.array(transactionSchema), totalRecords: z.number().int() }),
);
export type TransactionsPage = z.infer<typeof transactionsResponseSchema>['data'];

export const bookingsCsvQuerySchema = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    category: z.enum(['all', ...VERTICALS], { error: 'validation.invalid' }).default('all'),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'validation.invalid',
    path: ['endDate'],
  });
