import { currencyDecimals, type ExchangeRates } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { KeyValueStore } from '../../platform/cache/kv';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { AppError } from '../../platform/http/app-error';
import { exchangeRepo } from './exchange.repo';
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
      Object.entries(RATES_SNAPSHOT).map(([currency, rate]) => ({
        currency,
        rate,
        decimals: currencyDecimals(currency),
      })),
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
      decimals: Object.fromEntries(rows.map((row) => [row.currency, row.decimals])),
      updatedAt: new Date(latest).toISOString(),
    };
    this.cache.set('rates', rates);
    return rates;
  }

  /** Replaces the given rates; USD stays 1 as the base. */
  async updateRates(rates: Record<string, number>): Promise<ExchangeRates> {
    if (rates.USD !== undefined && rates.USD !== 1) throw AppError.invalid('rates.USD', 'validation.invalid');
    const rows = [];
    for (const [currency, rate] of Object.entries(rates)) {
      let decimals: number;
      try {
        decimals = currencyDecimals(currency);
      } catch {
        throw AppError.invalid(`rates.${currency}`, 'validation.currency');
      }
      rows.push({ currency, rate, decimals });
    }
    await exchangeRepo.upsert(this.db, rows);
    this.cache.clear();
    await this.kv.publish(CHANNEL, 'changed');
    return this.getRates();
  }
}
