import {
  CAR_CAPACITY_BUCKETS,
  CAR_FUEL_POLICIES,
  CAR_PRICE_BUCKETS,
  CAR_SIZES,
  CAR_TRANSMISSIONS,
  CAR_TYPES,
  type CarDetails,
  type CarLocation,
  type CarQuote,
  type CarSearchRequest,
  type CarSearchResult,
  type CarTerms,
  type Language,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { AgencyRow, UserRow } from '../../platform/db/schema';
import type { CarPlaceQuery, CarSupplier } from '../../suppliers/cars/port';
import { clientOf } from '../booking/customer';
import type { PricingService } from '../pricing/pricing.service';
import type { QuoteService } from '../pricing/quote.service';
import { netPriceOf, priceFor, toCarDetails, toCarOffer } from './car.mapper';
import { carQuoteDetailsSchema, toCarQuoteView, type CarQuoteDetails } from './car-quote';
import { callCars } from './car-supplier-errors';
import { carTermsOf, type TermsLinks } from './car-terms';
import { AppError } from '../../platform/http/app-error';

/** The pick-up or return of a search: a location id, or the coordinates of a point. */
function placeQuery(location: { value: string } | undefined, latitude?: number, longitude?: number): CarPlaceQuery {
  if (location) return { locationId: location.value };
  return latitude !== undefined && longitude !== undefined ? { point: { latitude, longitude } } : {};
}

/**
 * Car rentals from a search to a priced quote (spec section 7, "Cars"): the offers of the rental
 * companies priced for the searcher, an offer's details and rental terms (JSON and PDF behind
 * our signed temporary link), the vocabularies, and checkout: the offer re-priced now and
 * locked as a quote of vertical 'car'.
 */
export class CarService {
  constructor(
    private readonly db: Db,
    private readonly supplier: CarSupplier,
    private readonly pricing: PricingService,
    private readonly quotes: QuoteService,
    private readonly terms: TermsLinks,
  ) {}

  locations(text: string): Promise<CarLocation[]> {
    return callCars(() => this.supplier.findLocations(text, 10));
  }

  /** The offers for a pick-up and a return, priced for the user in the search's currency, cheapest first. */
  async search(agency: AgencyRow, user: UserRow, body: CarSearchRequest): Promise<CarSearchResult> {
    // An unsupported currency is refused before the companies are asked.
    const pricer = await this.pricing.pricer(agency.id, user, null, body.currency);
    const result = await callCars(() =>
      this.supplier.search({
        pickup: placeQuery(body.location, body.pickupLatitude, body.pickupLongitude),
        dropoff:
          body.dropOff === 'different'
            ? placeQuery(body.returnLocation, body.returnLatitude, body.returnLongitude)
            : null,
        pickUpLocal: body.pickUpDateTime,
        returnLocal: body.returnDateTime,
        driverAge: body.age,
        countryOfResidence: body.countryOfResidence,
      }),
    );
    const cars = result.offers
      .map((offer) => toCarOffer(offer, priceFor(offer, pricer)))
      .sort((a, b) => a.price - b.price || (a.carId < b.carId ? -1 : 1));
    return {
      cars,
      totalCars: cars.length,
      currency: pricer.currency,
      pickup: result.pickup,
      dropoff: result.dropoff,
      rentalDays: result.rentalDays,
    };
  }

  /** An offer's details, priced as searched (checkout re-prices it). */
  async details(
    agency: AgencyRow,
    user: UserRow,
    body: { carId: string; currency?: string | undefined; clientId?: string | undefined },
    language: Language,
  ): Promise<CarDetails> {
    const client = await clientOf(this.db, agency, user, body.clientId);
    const pricer = await this.pricing.pricer(agency.id, user, client, body.currency ?? 'USD');
    const offer = await callCars(() => this.supplier.offer(body.carId));
    return toCarDetails(offer, priceFor(offer, pricer), this.terms.url(offer.offerId, language, offer.expiresAt));
  }

  /** The terms behind one of our signed links (400 when not ours, 410 once expired). */
  async termsFromUrl(url: string, field = 'url'): Promise<CarTerms> {
    const link = this.terms.open(url, field);
    const offer = await callCars(() => this.supplier.offer(link.carId));
    // The terms do not depend on the visitor: the company's own amounts are shown.
    return carTermsOf(toCarDetails(offer, offer.payNow, ''), link.language, link.expiresAt);
  }

  staticData() {
    return {
      vendors: this.supplier.vendors(),
      sizes: [...CAR_SIZES],
      vehicleTypes: [...CAR_TYPES],
      transmissions: [...CAR_TRANSMISSIONS],
      fuelPolicies: [...CAR_FUEL_POLICIES],
      mileage: ['Unlimited', 'Limited'],
      priceBuckets: CAR_PRICE_BUCKETS.map((bucket) => ({ ...bucket })),
      passengerBuckets: CAR_CAPACITY_BUCKETS.passengers.map((bucket) => ({ ...bucket })),
      bagBuckets: CAR_CAPACITY_BUCKETS.bags.map((bucket) => ({ ...bucket })),
      categories: this.supplier.categories().map(({ acriss, size, vehicleType, name, image }) => ({
        acriss,
        size,
        vehicleType,
        name,
        image,
      })),
    };
  }

  /**
   * Checks the offer with the rental company now and locks it as a quote: the same price, a
   * changed one (previousTotal showing the searched price) or sold out (409 SOLD_OUT).
   */
  async checkout(
    agency: AgencyRow,
    user: UserRow,
    body: { carId: string; currency?: string | undefined; clientId?: string | undefined },
    language: Language,
  ): Promise<CarQuote> {
    const client = await clientOf(this.db, agency, user, body.clientId);
    const pricer = await this.pricing.pricer(agency.id, user, client, body.currency ?? 'USD');
    const check = await callCars(() => this.supplier.check(body.carId));
    if (check.status === 'sold_out') throw new AppError('SOLD_OUT', { message: 'error.carSoldOut' });
    const { offer } = check;
    const quote = await this.quotes.create(agency, user, {
      vertical: 'car',
      client,
      offerId: offer.offerId,
      pricer,
      net: netPriceOf(offer),
      supplierTotal: offer.payNow.amount,
      details: {
        offerId: offer.offerId,
        status: check.status,
        previousTotal: pricer.total({
          currency: check.previousTotal.currency,
          lines: [{ kind: 'base_fare', passengerType: null, count: 1, amount: check.previousTotal.amount }],
        }),
        car: toCarDetails(offer, priceFor(offer, pricer), this.terms.url(offer.offerId, language, offer.expiresAt)),
        client: client && { _id: client.id, name: client.name, email: client.email },
      } satisfies CarQuoteDetails,
      expiresAt: new Date(offer.expiresAt),
    });
    return toCarQuoteView({ ...quote, details: carQuoteDetailsSchema.parse(quote.details) });
  }
}
