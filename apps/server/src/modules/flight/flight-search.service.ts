import {
  convertMoney,
  FLIGHT_SHOP_MAX_RESULTS,
  type Breakdown,
  type FlightQuote,
  type FlightSearchBody,
  type FlightSearchResponse,
  type PriceLine,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { FareFamilyCode, FlightSupplier, PassengerCounts } from '../../suppliers/flights/port';
import { searchAirports } from '../../suppliers/flights/reference/airports';
import type { PricingService } from '../pricing/pricing.service';
import { clientOf } from '../booking/customer';
import { toAirportView, toItineraries, toLeg } from './flight.mapper';
import { conditionsIn, fareRulesIn, netPriceOf } from './flight-pricing';
import { quoteRepo } from './quote.repo';
import { callSupplier } from '../booking/supplier-errors';
import type { AgencyRow, QuoteRow, UserRow } from '../../platform/db/schema';

/** Search, airports, fare rules and checkout quotes: everything before a booking. */
export class FlightSearchService {
  constructor(
    private readonly db: Db,
    private readonly supplier: FlightSupplier,
    private readonly pricing: PricingService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  airports(text: string) {
    return searchAirports(text, 10).map(toAirportView);
  }

  /**
   * Itineraries priced as a quote of each would be now: `displayAmount` in the visitor's currency
   * is what the quote's total will be if the airline's price holds.
   */
  async search(agency: AgencyRow, user: UserRow, body: FlightSearchBody): Promise<FlightSearchResponse> {
    // The currency is checked before the airline is asked anything.
    const pricer = await this.pricing.pricer(agency.id, user, null, body.currency);
    const result = await callSupplier(() =>
      this.supplier.search({
        slices: body.slices,
        passengers: body.passengers,
        cabin: body.cabin,
        maxResults: FLIGHT_SHOP_MAX_RESULTS,
      }),
    );
    return {
      data: toItineraries(result.offers, {
        of: (price) => {
          const net = netPriceOf(price);
          return { totalAmount: pricer.total(net, net.currency), displayAmount: pricer.total(net) };
        },
        displayCurrency: pricer.currency,
      }),
      fareFamilies: result.fareFamilies,
      searchedAt: result.searchedAt,
      expiresAt: result.expiresAt,
    };
  }

  /** A fare family's conditions (amounts in `currency` at today's rate) and its rules. */
  async fareRules(offerId: string, fareFamily: FareFamilyCode, currency: string) {
    const convert = await this.pricing.converter(currency);
    const rules = await callSupplier(() => this.supplier.fareRules(offerId, fareFamily));
    return {
      fareFamily: rules.fareFamily,
      conditions: conditionsIn(rules.conditions, convert),
      rules: fareRulesIn(rules.rules, convert),
    };
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
    const client = await clientOf(this.db, agency, user, request.clientId);
    const pricer = await this.pricing.pricer(agency.id, user, client, currency);
    const repriced = await callSupplier(() => this.supplier.reprice(offerId, fareFamily, request.passengers));
    if (repriced.status === 'sold_out') throw new AppError('SOLD_OUT');
    const fare = repriced.offer.fareFamilies.find((f) => f.fareFamily === fareFamily);
    if (!fare) throw AppError.invalid('fareFamily', 'validation.invalid');
    const net = netPriceOf(repriced.price);
    const rates = pricer.rates(net.currency);
    const breakdown = pricer.price(net);
    const previous = pricer.price(netPriceOf(repriced.previousPrice));
    const refundProtectPercent = agency.isRefundProtectEnabled ? Number(agency.refundProtectPercent) : 0;
    const details = {
      status: repriced.status,
      previousTotal: previous.total,
      fareFamilyName: fare.name,
      // The change fee and the penalty in the quote's currency, at its locked rate.
      conditions: conditionsIn(fare.conditions, (money) =>
        convertMoney(money, rates.currency, pricer.rates(money.currency).net),
      ),
      flights: repriced.offer.slices.map(toLeg),
      passengers: repriced.offer.passengers,
      client: client && { _id: client.id, name: client.name, email: client.email },
    };
    const { markup } = pricer;
    const row = await quoteRepo.insert(this.db, {
      agencyId: agency.id,
      userId: user.id,
      clientId: client?.id ?? null,
      offerId,
      fareFamily,
      currency: rates.currency,
      exchangeRate: String(rates.net),
      supplierCurrency: net.currency,
      supplierTotal: repriced.price.total.amount,
      breakdown,
      markupType: markup.markupType,
      // A percent as set; a fixed markup as charged, in minor units of the quote's currency.
      markupValue: (markup.markupType === 'percent' ? markup.markupValue : lineTotal(breakdown, 'markup')).toFixed(2),
      markupCurrency: markup.currency,
      markupRate: rates.markup,
      refundProtectPercent: refundProtectPercent.toFixed(2),
      details,
      expiresAt: new Date(repriced.offer.expiresAt),
    });
    return toQuoteView(row);
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
