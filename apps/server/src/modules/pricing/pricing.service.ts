import {
  convertMoney,
  crossRate,
  lockRates,
  priceQuote,
  priceQuoteTotal,
  type Breakdown,
  type LockedRates,
  type MarkupSettings,
  type Money,
  type NetPrice,
} from '@travel/contracts';
import type { ExchangeService } from '../reference/exchange.service';
import type { MarkupService } from './markup.service';
import type { UserRow } from '../../platform/db/schema';

/**
 * Everything one answer's prices are made with: the markup in force and today's rates, for a
 * currency already checked to have a rate. Pure once built (no I/O): price as many offers as
 * the answer has.
 */
export interface Pricer {
  /** The currency prices are in, unless another is asked for (the visitor's). */
  readonly currency: string;
  /** The markup in force: the agent's own, else the client's, else the agency's. */
  readonly markup: MarkupSettings;
  /**
   * The rates to lock on a quote of a net price in `netCurrency`, into `currency`: the direct
   * rates from the supplier's currency and from the markup's.
   */
  rates(netCurrency: string, currency?: string): LockedRates;
  /** A supplier's net price marked up in `currency` (`priceQuote`): lines sum to the total. */
  price(net: NetPrice, currency?: string): Breakdown;
  /** `price(net, currency).total` without building the lines: for the many offers of a search. */
  total(net: NetPrice, currency?: string): number;
}

/** A pricer from a markup and a table of rates per 1 USD holding every currency it is asked for. */
export function pricerOf(markup: MarkupSettings, table: Record<string, number>, currency: string): Pricer {
  // A search prices thousands of fares in one or two currency pairs: lock each pair once.
  const locked = new Map<string, LockedRates>();
  const rates = (netCurrency: string, to = currency) => {
    const key = `${netCurrency}>${to}`;
    let found = locked.get(key);
    if (!found) {
      found = lockRates(table, to, netCurrency, markup.currency);
      locked.set(key, found);
    }
    return found;
  };
  return {
    currency,
    markup,
    rates,
    price: (net, to = currency) => priceQuote(net, markup, rates(net.currency, to)),
    total: (net, to = currency) => priceQuoteTotal(net, markup, rates(net.currency, to)),
  };
}

/**
 * The pricing of every vertical's quotes (flights now; hotels, cars and activities later): a
 * vertical turns its supplier's price into a `NetPrice`, asks for a pricer, and stores
 * `pricer.price(net)` with `pricer.rates(net.currency)` on its quote. A currency without a stored
 * rate is refused with 400 CURRENCY_NOT_SUPPORTED naming it, before anything is priced.
 */
export class PricingService {
  constructor(
    private readonly markups: MarkupService,
    private readonly exchange: ExchangeService,
  ) {}

  /** A pricer for `actor` in `currency`; `client` when an agent prices for one of the agency's clients. */
  async pricer(agencyId: string, actor: UserRow, client: UserRow | null, currency: string): Promise<Pricer> {
    const [markup, { rates }] = await Promise.all([
      this.markups.resolve(agencyId, actor, client),
      this.exchange.ratesWith(currency),
    ]);
    return pricerOf(markup, rates, currency);
  }

  /**
   * Converts money into `to` at today's direct rates, for amounts shown outside a quote (a
   * fare's conditions before it is priced); `to` without a rate is a 400 CURRENCY_NOT_SUPPORTED.
   */
  async converter(to: string): Promise<(money: Money) => Money> {
    const { rates } = await this.exchange.ratesWith(to);
    return (money) => convertMoney(money, to, crossRate(rates, money.currency, to));
  }
}
