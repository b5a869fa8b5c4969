import {
  convertMoney,
  FLIGHT_SHOP_MAX_RESULTS,
  type FlightQuote,
  type FlightSearchBody,
  type FlightSearchResponse,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { FareFamilyCode, FlightSupplier, PassengerCounts } from '../../suppliers/flights/port';
import { searchAirports } from '../../suppliers/flights/reference/airports';
import type { PricingService } from '../pricing/pricing.service';
import type { QuoteService } from '../pricing/quote.service';
import { clientOf } from '../booking/customer';
import { toAirportView, toItineraries, toLeg } from './flight.mapper';
import { conditionsIn, fareRulesIn, netPriceOf } from './flight-pricing';
import { flightQuoteDetailsSchema, toQuoteView, type FlightQuoteDetails, type FlightQuoteRecord } from './flight-quote';
import { callSupplier } from '../booking/supplier-errors';
import type { AgencyRow, UserRow } from '../../platform/db/schema';

/** Search, airports, fare rules and checkout quotes: everything before a booking. */
export class FlightSearchService {
  constructor(
    private readonly db: Db,
    private readonly supplier: FlightSupplier,
    private readonly pricing: PricingService,
    private readonly quotes: QuoteService,
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
    const quote = await this.quotes.create(agency, user, {
      vertical: 'flight',
      client,
      offerId,
      pricer,
      net,
      supplierTotal: repriced.price.total.amount,
      details: {
        fareFamily,
        status: repriced.status,
        previousTotal: pricer.price(netPriceOf(repriced.previousPrice)).total,
        fareFamilyName: fare.name,
        // The change fee and the penalty in the quote's currency, at its locked rate.
        conditions: conditionsIn(fare.conditions, (money) =>
          convertMoney(money, pricer.currency, pricer.rates(money.currency).net),
        ),
        flights: repriced.offer.slices.map(toLeg),
        passengers: repriced.offer.passengers,
        client: client && { _id: client.id, name: client.name, email: client.email },
      } satisfies FlightQuoteDetails,
      expiresAt: new Date(repriced.offer.expiresAt),
    });
    return toQuoteView(quote);
  }

  /** The user's flight quote, still bookable. */
  findQuote(agency: AgencyRow, user: UserRow, quoteId: string): Promise<FlightQuoteRecord> {
    return this.quotes.find(agency, user, 'flight', quoteId, flightQuoteDetailsSchema);
  }

  /** Keeps a quote as a draft so a checkout survives a reload (flightStore). */
  async storeDraft(agency: AgencyRow, user: UserRow, quoteId: string) {
    const { draft, quote } = await this.quotes.storeDraft(agency, user, 'flight', quoteId, flightQuoteDetailsSchema);
    return { id: draft.id, quote: toQuoteView(quote) };
  }

  deleteDraft(agency: AgencyRow, user: UserRow, id: string): Promise<void> {
    return this.quotes.deleteDraft(agency, user, id);
  }
}
