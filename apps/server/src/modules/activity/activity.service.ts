import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  activitySearchStateSchema,
  type ActivityAvailableDates,
  type ActivityCheck,
  type ActivityDestination,
  type ActivityLocation,
  type ActivityProduct,
  type ActivityQuote,
  type ActivitySearchRequest,
  type ActivitySearchResult,
  type TravelerCount,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { activitySearchStates, type AgencyRow, type UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { ActivitySupplier, SupplierCheck } from '../../suppliers/activities/port';
import { foldText } from '../../suppliers/shared/fold-text';
import { clientOf } from '../booking/customer';
import type { Pricer, PricingService } from '../pricing/pricing.service';
import type { QuoteService } from '../pricing/quote.service';
import { activityQuoteDetailsSchema, toActivityQuoteView, type ActivityQuoteDetails } from './activity-quote';
import { matchesFilters, matchesPrice, pageOf, sortProducts } from './activity-search';
import { callActivities } from './activity-supplier-errors';
import { linesFor, netOf, priceOf, toBookedItem, toDestination, toProduct, toSummary } from './activity.mapper';

/** A quote can be booked for 30 minutes (the supplier re-prices a hold after its 5 minutes). */
const QUOTE_TTL_MS = 30 * 60_000;

type SearchState = z.infer<typeof activitySearchStateSchema>;

/**
 * Activities from a destination to a priced quote (spec section 7, "Activities"): destinations,
 * a page of a destination's products with the filters, a product's details, meeting point and
 * 90-day calendar, an availability check priced for the user, checkout (the hold re-checked and
 * locked as a quote of vertical 'activity'), titles, tags and kept search states.
 */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly supplier: ActivitySupplier,
    private readonly pricing: PricingService,
    private readonly quotes: QuoteService,
  ) {}

  async destinations(text: string): Promise<ActivityDestination[]> {
    return (await callActivities(() => this.supplier.destinations(text, 10))).map(toDestination);
  }

  async search(agency: AgencyRow, user: UserRow, request: ActivitySearchRequest): Promise<ActivitySearchResult> {
    const pricer = await this.pricing.pricer(agency.id, user, null, request.currency);
    const destinationId = request.selectedLocation.destinationId;
    const [destination, products] = await Promise.all([
      callActivities(() => this.supplier.destination(destinationId)),
      callActivities(() => this.supplier.products(destinationId)),
    ]);
    const words = foldText(request.searchedText ?? '')
      .split(' ')
      .filter(Boolean);
    const matching = products
      .filter((product) => matchesFilters(product, request, words))
      .map((product) => toSummary(product, pricer))
      .filter((summary) => matchesPrice(summary, request));
    const sorted = sortProducts(matching, request.filterItem.sortOrder);
    const { page, hasMore } = pageOf(sorted, request.offset, request.limit);
    return {
      products: page,
      totalRecords: sorted.length,
      offset: request.offset,
      limit: request.limit,
      hasMore,
      currency: pricer.currency,
      destination: toDestination(destination),
    };
  }

  async details(agency: AgencyRow, user: UserRow, productCode: string, currency: string): Promise<ActivityProduct> {
    const pricer = await this.pricing.pricer(agency.id, user, null, currency);
    return toProduct(await callActivities(() => this.supplier.product(productCode)), pricer);
  }

  location(locationId: string): Promise<ActivityLocation> {
    return callActivities(() => this.supplier.location(locationId));
  }

  async availableDates(
    agency: AgencyRow,
    user: UserRow,
    productCode: string,
    currency: string,
  ): Promise<ActivityAvailableDates> {
    const pricer = await this.pricing.pricer(agency.id, user, null, currency);
    const calendar = await callActivities(() => this.supplier.calendar(productCode));
    const days = calendar.days.map((day) => ({
      date: day.date,
      fromPrice: priceOf(day.fromPrice, calendar.currency, pricer),
      slots: day.slots,
    }));
    return {
      productCode,
      timeZone: calendar.timeZone,
      currency: pricer.currency,
      availableDates: days.filter((day) => day.slots.some((slot) => slot.placesLeft > 0)).map((day) => day.date),
      availableDaysData: days,
    };
  }

  async check(
    agency: AgencyRow,
    user: UserRow,
    body: {
      productCode: string;
      date: string;
      startTime: string;
      travelers: TravelerCount[];
      currency: string;
      clientId?: string | undefined;
    },
  ): Promise<ActivityCheck> {
    const client = await clientOf(this.db, agency, user, body.clientId);
    const pricer = await this.pricing.pricer(agency.id, user, client, body.currency);
    const check = await callActivities(() => this.supplier.check(body));
    const total = pricer.total(netOf(check.total));
    return {
      available: check.available,
      status: check.status,
      placesLeft: check.placesLeft,
      lines: linesFor(check, total, pricer),
      total,
      currency: pricer.currency,
      supplierTotal: check.total,
      holdId: check.available ? check.holdId : null,
      holdExpiresAt: check.available ? check.holdExpiresAt : null,
    };
  }

  /**
   * Checks the hold with the supplier now and locks it as a quote: the same price, a changed
   * one (previousTotal showing the checked price) or sold out (409 SOLD_OUT).
   */
  async checkout(
    agency: AgencyRow,
    user: UserRow,
    body: { holdId: string; currency?: string | undefined; clientId?: string | undefined },
  ): Promise<ActivityQuote> {
    const client = await clientOf(this.db, agency, user, body.clientId);
    const pricer = await this.pricing.pricer(agency.id, user, client, body.currency ?? 'USD');
    const recheck = await callActivities(() => this.supplier.recheck(body.holdId));
    if (recheck.status === 'sold_out') throw new AppError('SOLD_OUT', { message: 'error.activitySoldOut' });
    const { check } = recheck;
    const quote = await this.quotes.create(agency, user, {
      vertical: 'activity',
      client,
      offerId: check.holdId,
      pricer,
      net: netOf(check.total),
      supplierTotal: check.total.amount,
      details: {
        holdId: check.holdId,
        status: recheck.status,
        previousTotal: pricer.total(netOf(recheck.previousTotal)),
        activity: this.bookedItem(check, pricer),
        client: client && { _id: client.id, name: client.name, email: client.email },
      } satisfies ActivityQuoteDetails,
      expiresAt: new Date(Date.parse(check.holdExpiresAt) - 5 * 60_000 + QUOTE_TTL_MS),
    });
    return toActivityQuoteView({ ...quote, details: activityQuoteDetailsSchema.parse(quote.details) });
  }

  /**
   * Products whose title has every word of the text: within the destination given, else in the
   * cities a word of the text names ('lisbon walking' looks in Lisbon), at most 20.
   */
  async titles(text: string, destinationId?: string) {
    const words = foldText(text).split(' ').filter(Boolean);
    const places = destinationId
      ? [destinationId]
      : [
          ...new Set(
            (await Promise.all(words.map((word) => callActivities(() => this.supplier.destinations(word, 2)))))
              .flat()
              .filter((destination) => destination.destinationType === 'CITY')
              .map((destination) => destination.destinationId),
          ),
        ].slice(0, 3);
    const found = [];
    for (const id of places)
      for (const product of await callActivities(() => this.supplier.products(id))) {
        const title = foldText(product.title);
        if (!words.every((word) => title.includes(word))) continue;
        found.push({
          productCode: product.productCode,
          productName: product.title,
          destinationId: product.destination.destinationId,
          destinationName: product.destination.destinationName,
          destinationType: 'CITY' as const,
        });
        if (found.length >= 20) return found;
      }
    return found;
  }

  /** The tags of a destination's products, with how many products carry each. */
  async tags(destinationId: string) {
    const products = await callActivities(() => this.supplier.products(destinationId));
    const counts = new Map<number, number>();
    for (const product of products) for (const tag of product.tagIds) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return this.supplier
      .tags()
      .filter((tag) => counts.has(tag.tagId))
      .map((tag) => ({ ...tag, productCount: counts.get(tag.tagId) ?? 0 }));
  }

  /** Keeps a search state for a deep link (its destination must exist), or reads one back in the agency. */
  async searchStore(
    agency: AgencyRow,
    user: UserRow,
    body: { searchId?: string | undefined; state?: SearchState | undefined },
  ): Promise<{ searchId: string; state: SearchState; url: string }> {
    const urlOf = (id: string) => `/booknow/activities/search?searchId=${id}`;
    if (body.searchId) {
      const [row] = await this.db
        .select()
        .from(activitySearchStates)
        .where(and(eq(activitySearchStates.agencyId, agency.id), eq(activitySearchStates.id, body.searchId)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND');
      return { searchId: row.id, state: activitySearchStateSchema.parse(row.state), url: urlOf(row.id) };
    }
    const state = body.state;
    if (!state) throw AppError.invalid('state', 'validation.required');
    await callActivities(() => this.supplier.destination(state.selectedLocation.destinationId));
    const id = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
    await this.db.insert(activitySearchStates).values({ id, agencyId: agency.id, userId: user.id, state });
    return { searchId: id, state, url: urlOf(id) };
  }

  private bookedItem(check: SupplierCheck, pricer: Pricer) {
    return toBookedItem(check, linesFor(check, pricer.total(netOf(check.total)), pricer));
  }
}
