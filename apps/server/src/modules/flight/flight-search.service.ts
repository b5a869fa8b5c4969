import {
  breakdownOf,
  type Breakdown,
  convertBreakdown,
  crossRate,
  FLIGHT_SHOP_MAX_RESULTS,
  markupOn,
  roundHalfAwayFromZero,
  type FlightQuote,
  type FlightSearchBody,
  type FlightSearchResponse,
  type MarkupSettings,
  type PriceLine,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { FareFamilyCode, FlightSupplier, PassengerCounts, PriceBreakdown } from '../../suppliers/flights/port';
import { searchAirports } from '../../suppliers/flights/reference/airports';
import type { AgencyRow } from '../agency/agency.repo';
import type { MarkupService } from '../pricing/markup.service';
import type { ExchangeService } from '../reference/exchange.service';
import { canBookFor } from '../../platform/http/policy';
import { userRepo, type UserRow } from '../user/user.repo';
import { toAirportView, toItineraries, toLeg } from './flight.mapper';
import { quoteRepo, type QuoteRow } from './quote.repo';
import { callSupplier } from './supplier-errors';

/**
 * The supplier's net price as breakdown lines, with the agency's markup and fee added;
 * `markupRate` converts the markup's currency to the supplier's.
 */
export function pricedLines(price: PriceBreakdown, markup: MarkupSettings, markupRate: number): PriceLine[] {
  const net = price.total;
  const { markup: markupAmount, fee } = markupOn(net, markup, markupRate);
  return [
    ...price.lines.flatMap((line): PriceLine[] => [
      { kind: 'base_fare', passengerType: line.type, count: line.count, amount: line.baseFare.amount * line.count },
      { kind: 'taxes', passengerType: line.type, count: line.count, amount: line.taxes.amount * line.count },
    ]),
    { kind: 'markup', passengerType: null, count: 1, amount: markupAmount },
    { kind: 'agency_fee', passengerType: null, count: 1, amount: fee },
  ];
}

/** Search, airports, fare rules and checkout quotes: everything before a booking. */
export class FlightSearchService {
  constructor(
    private readonly db: Db,
    private readonly supplier: FlightSupplier,
    private readonly markups: MarkupService,
    private readonly exchange: ExchangeService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  airports(text: string) {
    return searchAirports(text, 10).map(toAirportView);
  }

  async search(agency: AgencyRow, user: UserRow, body: FlightSearchBody): Promise<FlightSearchResponse> {
    const [result, markup, rates] = await Promise.all([
      callSupplier(() =>
        this.supplier.search({
          slices: body.slices,
          passengers: body.passengers,
          cabin: body.cabin,
          maxResults: FLIGHT_SHOP_MAX_RESULTS,
        }),
      ),
      this.markups.resolve(agency.id, user),
      this.exchange.getRates(),
    ]);
    const supplierCurrency = result.offers[0]?.price.currency ?? 'USD';
    const displayCurrency = rates.rates[body.currency] ? body.currency : supplierCurrency;
    const rate = crossRate(rates.rates, supplierCurrency, displayCurrency);
    const markupRate = crossRate(rates.rates, markup.currency, supplierCurrency);
    const scale = 10 ** ((rates.decimals[displayCurrency] ?? 2) - (rates.decimals[supplierCurrency] ?? 2));
    const price = {
      total: (net: number) => {
        const { markup: markupAmount, fee } = markupOn({ amount: net, currency: supplierCurrency }, markup, markupRate);
        return net + markupAmount + fee;
      },
      display: (total: number) => roundHalfAwayFromZero(total * rate * scale),
      displayCurrency,
    };
    return {
      data: toItineraries(result.offers, price),
      fareFamilies: result.fareFamilies,
      searchedAt: result.searchedAt,
      expiresAt: result.expiresAt,
    };
  }

  async fareRules(offerId: string, fareFamily: FareFamilyCode) {
    const rules = await callSupplier(() => this.supplier.fareRules(offerId, fareFamily));
    return { fareFamily: rules.fareFamily, conditions: rules.conditions, rules: rules.rules };
  }

  /**
   * Prices an offer now and locks it as a quote in the visitor's currency: the supplier's
   * current net price, the markup, the fee and the exchange rate, until the offer expires.
   */
  async quote(
    agency: AgencyRow,
    user: UserRow,
    request: {
      offerId: string;
      fareFamily: FareFamilyCode;
      passengers: PassengerCounts;
      currency: string;
      clientId?: string | undefined;
    },
  ): Promise<FlightQuote> {
    const { offerId, fareFamily, currency } = request;
    const client = await this.clientOf(agency, user, request.clientId);
    const [markup, rates, repriced] = await Promise.all([
      this.markups.resolve(agency.id, user, client),
      this.exchange.getRates(),
      callSupplier(() => this.supplier.reprice(offerId, fareFamily, request.passengers)),
    ]);
    if (repriced.status === 'sold_out') throw new AppError('SOLD_OUT');
    const fare = repriced.offer.fareFamilies.find((f) => f.fareFamily === fareFamily);
    if (!fare) throw AppError.invalid('fareFamily', 'validation.invalid');
    const supplierCurrency = repriced.price.currency;
    const quoteCurrency = rates.rates[currency] ? currency : supplierCurrency;
    const rate = crossRate(rates.rates, supplierCurrency, quoteCurrency);
    const markupRate = crossRate(rates.rates, markup.currency, supplierCurrency);
    const breakdown = convertBreakdown(
      breakdownOf(supplierCurrency, pricedLines(repriced.price, markup, markupRate)),
      quoteCurrency,
      rate,
    );
    const previous = convertBreakdown(
      breakdownOf(supplierCurrency, pricedLines(repriced.previousPrice, markup, markupRate)),
      quoteCurrency,
      rate,
    );
    const refundProtectPercent = agency.isRefundProtectEnabled ? Number(agency.refundProtectPercent) : 0;
    const details = {
      status: repriced.status,
      previousTotal: previous.total,
      fareFamilyName: fare.name,
      conditions: fare.conditions,
      flights: repriced.offer.slices.map(toLeg),
      passengers: repriced.offer.passengers,
      client: client && { _id: client.id, name: client.name, email: client.email },
    };
    const row = await quoteRepo.insert(this.db, {
      agencyId: agency.id,
      userId: user.id,
      clientId: client?.id ?? null,
      offerId,
      fareFamily,
      currency: quoteCurrency,
      exchangeRate: String(rate),
      supplierCurrency,
      supplierTotal: repriced.price.total.amount,
      breakdown,
      markupType: markup.markupType,
      // A percent as set; a fixed markup as charged, in minor units of the quote's currency.
      markupValue: (markup.markupType === 'percent' ? markup.markupValue : lineTotal(breakdown, 'markup')).toFixed(2),
      refundProtectPercent: refundProtectPercent.toFixed(2),
      details,
      expiresAt: new Date(repriced.offer.expiresAt),
    });
    return toQuoteView(row);
  }

  /** The client an agent prices for: one of the agency's users, priced for by an agent only. */
  private async clientOf(agency: AgencyRow, user: UserRow, clientId: string | undefined): Promise<UserRow | null> {
    if (!clientId || clientId === user.id) return null;
    if (!canBookFor(user, clientId)) throw new AppError('FORBIDDEN');
    const client = await userRepo.findById(this.db, agency.id, clientId);
    if (!client) throw new AppError('NOT_FOUND');
    return client;
  }

  async findQuote(agency: AgencyRow, user: UserRow, quoteId: string): Promise<QuoteRow> {
    const quote = await quoteRepo.findForUser(this.db, agency.id, user.id, quoteId);
    if (!quote) throw new AppError('NOT_FOUND');
    if (quote.expiresAt <= this.now()) throw new AppError('QUOTE_EXPIRED');
    return quote;
  }

  /** Keeps a quote as a draft so a checkout survives a reload (flightStore). */
  async storeDraft(agency: AgencyRow, user: UserRow, quoteId: string) {
    const quote = await this.findQuote(agency, user, quoteId);
    const draft = await quoteRepo.insertDraft(this.db, { agencyId: agency.id, userId: user.id, quoteId: quote.id });
    return { id: draft.id, quote: toQuoteView(quote) };
  }

  async deleteDraft(agency: AgencyRow, user: UserRow, id: string): Promise<void> {
    if (!(await quoteRepo.deleteDraft(this.db, agency.id, user.id, id))) throw new AppError('NOT_FOUND');
  }
}

function lineTotal(breakdown: Breakdown, kind: PriceLine['kind']): number {
  return breakdown.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
}

export function toQuoteView(row: QuoteRow): FlightQuote {
  const details = row.details as {
    status: FlightQuote['status'];
    previousTotal: number;
    fareFamilyName: string;
    conditions: FlightQuote['conditions'];
    flights: FlightQuote['flights'];
    passengers: FlightQuote['passengers'];
    client?: FlightQuote['client'];
  };
  return {
    quoteId: row.id,
    offerId: row.offerId,
    fareFamily: row.fareFamily,
    fareFamilyName: details.fareFamilyName,
    status: details.status,
    previousTotal: details.previousTotal,
    breakdown: { ...row.breakdown, lines: row.breakdown.lines as FlightQuote['breakdown']['lines'] },
    exchangeRate: Number(row.exchangeRate),
    conditions: details.conditions,
    flights: details.flights,
    passengers: details.passengers,
    refundProtectPercent: Number(row.refundProtectPercent),
    expiresAt: row.expiresAt.toISOString(),
    markupType: row.markupType,
    markup: Number(row.markupValue),
    client: details.client ?? null,
  };
}
