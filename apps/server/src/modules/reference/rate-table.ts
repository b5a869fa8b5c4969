import { isIsoCurrency } from '@travel/contracts';
import { z } from 'zod';

/** Exchange rates as an administrator gives them: units of each currency per 1 USD. */
export type RateTable = Record<string, number>;

/** A code of the ISO 4217 table that is money (the one table of exponents, in the contracts). */
export const isKnownCurrency = isIsoCurrency;

// z.number() refuses NaN and ±Infinity (a JSON 1e999 parses to Infinity).
const rateSchema = z.number({ error: 'must be a finite number' }).positive({ error: 'must be more than 0' });

function rateProblem(code: string, value: unknown): string | null {
  if (!isKnownCurrency(code)) return 'is not an ISO 4217 currency code (three capitals, e.g. EUR)';
  const rate = rateSchema.safeParse(value);
  if (!rate.success) return rate.error.issues[0]?.message ?? 'is not a valid rate';
  if (code === 'USD' && rate.data !== 1) return 'is the base currency: its rate stays 1';
  return null;
}

/**
 * A rate table to store: a non-empty object of known currency codes to finite rates above 0,
 * USD (if given) exactly 1. Every problem is reported at once, each at its currency's path.
 */
export const rateTableSchema = z
  .record(z.string(), z.unknown(), {
    error: 'the rates must be an object of currency codes to units per 1 USD, e.g. {"EUR": 0.92}',
  })
  .superRefine((entries, ctx) => {
    const codes = Object.keys(entries);
    if (codes.length === 0) ctx.addIssue({ code: 'custom', message: 'no rate given' });
    for (const code of codes) {
      const problem = rateProblem(code, entries[code]);
      if (problem) ctx.addIssue({ code: 'custom', path: [code], message: problem });
    }
  })
  .transform((entries): RateTable =>
    Object.fromEntries(Object.entries(entries).map(([code, rate]) => [code, Number(rate)])),
  );

/** Readable problems of a rate table ('EUR: must be more than 0'), or the valid table. */
export function checkRateTable(
  input: unknown,
): { rates: RateTable; problems: [] } | { rates: null; problems: string[] } {
  const parsed = rateTableSchema.safeParse(input);
  if (parsed.success) return { rates: parsed.data, problems: [] };
  return {
    rates: null,
    problems: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}

/**
 * `--rate EUR=0.92` flags as an object, the text after '=' read as a number (so a typo shows as
 * 'must be a finite number' when the table is checked). Later flags win; a flag without '=' is a
 * problem.
 */
export function parseRateFlags(flags: readonly string[]): { entries: Record<string, unknown>; problems: string[] } {
  const entries: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const flag of flags) {
    const match = /^([^=]+)=(.*)$/.exec(flag.trim());
    const code = match?.[1]?.trim();
    const text = match?.[2]?.trim();
    if (!code || text === undefined || text === '') {
      problems.push(`--rate ${JSON.stringify(flag)}: write CODE=RATE, e.g. --rate EUR=0.92`);
      continue;
    }
    entries[code] = Number(text);
  }
  return { entries, problems };
}

/** The contents of a rates file: a JSON object of currency code to units per 1 USD. */
export function parseRatesFile(name: string, text: string): { entries: Record<string, unknown>; problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { entries: {}, problems: [`${name} is not valid JSON: ${error instanceof Error ? error.message : error}`] };
  }
  const shape = z.record(z.string(), z.unknown()).safeParse(value);
  if (!shape.success || Array.isArray(value)) {
    return {
      entries: {},
      problems: [`${name} must hold a JSON object of currency codes to units per 1 USD, e.g. {"EUR": 0.92}`],
    };
  }
  return { entries: shape.data, problems: [] };
}
