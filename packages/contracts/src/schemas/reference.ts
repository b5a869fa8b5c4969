import { z } from 'zod';
import { dataEnvelope } from './common';

/** Country table entry (spec section 3). */
export const countrySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  /** ISO 4217 code of the main currency, or '' where none. */
  currency: z.string(),
  emoji: z.string(),
  unicode: z.string(),
  /** Flag image path served by the app. */
  image: z.string(),
  symbol: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const getCountriesResponseSchema = z.object({
  data: z.array(countrySchema),
  /** The visitor's country by the local geo-IP database, else US. */
  defaultCountry: z.string().length(2),
});

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'validation.currency');

export const exchangeRatesSchema = z.object({
  /** Rates are units of each currency per 1 unit of the base. */
  base: z.literal('USD'),
  rates: z.record(z.string(), z.number().positive()),
  /** Minor-unit exponent per currency (2 for USD, 0 for JPY). */
  decimals: z.record(z.string(), z.number().int().min(0).max(4)),
  updatedAt: z.string(),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
export const getExchangeRatesResponseSchema = dataEnvelope(exchangeRatesSchema);

export const updateExchangeRatesBodySchema = z.object({
  rates: z.record(currencyCodeSchema, z.number().positive('validation.positive')),
});

/** Money on the wire: integer minor units and an ISO 4217 code. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: currencyCodeSchema,
});
