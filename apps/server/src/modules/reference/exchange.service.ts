import { currencyDecimals, type ExchangeRates, type MessageKey } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { KeyValueStore } from '../../platform/cache/kv';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { AppError } from '../../platform/http/app-error';
import { exchangeRepo } from './exchange.repo';
import { isKnownCurrency, rateTableSchema, type RateTable } from './rate-table';
import { RATES_SNAPSHOT } from './rates-snapshot';

const CHANNEL = 'rates-changed';

export class ExchangeService {
  private readonly cache = new TtlCache<ExchangeRates>(60_000, 1);

  constructor(
    private readonly db: Db,
    private readonly kv: KeyValueStore,
  ) {}

  async start(): Promise<void> {
    await this.kv.subscribe(CHANNEL, () => this.cache.clear());
  }

  /** Stores the snapshot rates for any currency that has none yet. */
  async seedMissing(): Promise<void> {
    await exchangeRepo.upsert(
      this.db,
      Object.entries(RATES_SNAPSHOT).map(([currency, rate]) => ({ currency, rate })),
      true,
    );
  }

  async getRates(): Promise<ExchangeRates> {
    const cached = this.cache.get('rates');
    if (cached) return cached;
    const rows = await exchangeRepo.list(this.db);
    const latest = rows.reduce((max, row) => Math.max(max, row.updatedAt.getTime()), 0);
    const rates: ExchangeRates = {
      base: 'USD',
      rates: Object.fromEntries(rows.map((row) => [row.currency, Number(row.rate)])),
      // Exponents from the one ISO 4217 table, never stored beside the rates.
      decimals: Object.fromEntries(rows.map((row) => [row.currency, currencyDecimals(row.currency)])),
      updatedAt: new Date(latest).toISOString(),
    };
    this.cache.set('rates', rates);
    return rates;
  }

  /**
   * Today's rates, which must hold one for `currency` (a display currency, a markup's currency):
   * else a 400 CURRENCY_NOT_SUPPORTED naming it, at `field`. Never a silent fallback to another.
   */
  async ratesWith(currency: string, field = 'currency'): Promise<ExchangeRates> {
    const rates = await this.getRates();
    if (!Object.hasOwn(rates.rates, currency)) throw AppError.currencyNotSupported(currency, field);
    return rates;
  }

  /**
   * Stores the given rates (units per 1 USD; currencies not given keep theirs) and makes every
   * node drop its cached copy: this one at once, the others through the shared store's broadcast
   * (Redis), else when their copy expires within a minute. Refuses an unknown currency, a rate
   * that is not a finite number above 0, and a USD rate other than 1.
   */
  async updateRates(input: RateTable): Promise<ExchangeRates> {
    const parsed = rateTableSchema.safeParse(input);
    if (!parsed.success) {
      const details = Object.fromEntries(
        parsed.error.issues.map((issue): [string, MessageKey] => {
          const [code] = issue.path;
          const isUnknown = typeof code === 'string' && !isKnownCurrency(code);
          return [
            ['rates', ...issue.path.map(String)].join('.'),
            isUnknown ? 'validation.currency' : 'validation.invalid',
          ];
        }),
      );
      throw new AppError('VALIDATION_FAILED', { details });
    }
    const rows = Object.entries(parsed.data).map(([currency, rate]) => ({ currency, rate }));
    await exchangeRepo.upsert(this.db, rows);
    this.cache.clear();
    await this.kv.publish(CHANNEL, 'changed');
    return this.getRates();
  }
}
