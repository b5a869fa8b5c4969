import { z } from 'zod';
import { WALLET_EARN_BASIS_POINTS_MAX, WALLET_EARN_BASIS_POINTS_MIN, WALLET_ENTRY_KINDS } from '../rules/wallet';
import { dataEnvelope, pageQueryFields } from './common';

/**
 * The travel reward wallet (issue 15): the application's settings (PATCH on its entry of
 * `GET /api/agency/applications`), a user's balance and history.
 */

/** The wallet application's settings: on or off, and the earning rule. */
export const rewardWalletConfigSchema = z.object({
  enabled: z.boolean({ error: 'validation.invalid' }),
  /** Credit earned per completed trip, in hundredths of a percent of its total (250: 2.5 %). */
  earnBasisPoints: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(WALLET_EARN_BASIS_POINTS_MIN, 'validation.positive')
    .max(WALLET_EARN_BASIS_POINTS_MAX, 'validation.invalid'),
});
export type RewardWalletConfig = z.infer<typeof rewardWalletConfigSchema>;
/** PATCH /api/agency/applications/reward-wallet: either field alone changes only itself. */
export const rewardWalletPatchSchema = rewardWalletConfigSchema.partial();
export const rewardWalletConfigResponseSchema = dataEnvelope(rewardWalletConfigSchema);
export const rewardWalletConfigUpdatedResponseSchema = z.object({
  message: z.string(),
  data: rewardWalletConfigSchema,
});

/** A balance in one currency (credit is spent only in the currency it was earned in). */
export const walletBalanceSchema = z.object({ currency: z.string(), amount: z.number().int() });

export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Signed: positive adds credit, negative takes it. */
  amount: z.number().int(),
  currency: z.string(),
  /** The booking it is about (earned on, spent on, refunded from). */
  referenceNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletQuerySchema = z.object(pageQueryFields);

/** GET /api/user/wallet and the agency's view of a person's wallet. */
export const walletSchema = z.object({
  /** Whether this user's wallet is switched on (and the agency's application). */
  isEnabled: z.boolean(),
  /** The agency's earning rule, for the page's explanation. */
  earnBasisPoints: z.number().int(),
  balances: z.array(walletBalanceSchema),
  entries: z.array(walletEntrySchema),
  totalEntries: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = dataEnvelope(walletSchema);
export const personWalletParamsSchema = z.object({ id: z.string().uuid('validation.invalid') });
