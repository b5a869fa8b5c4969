import {
  HOTEL_DEFAULT_FILTER_SORT,
  HOTEL_DEFAULT_SORT,
  type HotelFilters,
  type HotelPage,
  type HotelQuote,
  type HotelSearchBody,
  type HotelSort,
  type Language,
  type NetPrice,
} from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import type { AgencyRow, HotelSearchRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import {
  isHotelSupplierError,
  type HotelSupplier,
  type RoomOccupancy,
  type StayRequest,
} from '../../suppliers/hotels/port';
import { loadPlaces } from '../../suppliers/places/places';
import { addDays, daysBetween, localDateAt } from '../../suppliers/shared/zone-time';
import type { PricingService } from '../pricing/pricing.service';
import type { QuoteService } from '../pricing/quote.service';
import { isCountryCode } from '../reference/countries';
import { clientOf } from '../booking/customer';
import { hotelQuoteDetailsSchema, toHotelQuoteView, type HotelQuoteDetails } from './hotel-quote';
import { hotelSearchRepo } from './hotel-search.repo';
import { callVendor, toAppError } from './hotel-supplier-errors';
import { netPriceOfRate, toContentView, toPlaceView, toRateView, toResultRow, toResultView } from './hotel.mapper';

const MINUTE_MS = 60_000;
/** Results and rate keys of a search are bookable this long (the vendors' own 30 minutes). */
export const HOTEL_SEARCH_TTL_MS = 30 * MINUTE_MS;
/** A search is complete by this long after it starts, with whatever the vendors gave by then. */
export const HOTEL_SEARCH_DEADLINE_MS = 15_000;
export const MAX_NIGHTS = 28;
export const MAX_DAYS_AHEAD = 365;

/** The rooms of a search payload: each occupancy line repeated `numOfRoom` times. */
export function roomsOf(body: Pick<HotelSearchBody, 'occupancies'>): RoomOccupancy[] {
  return body.occupancies.flatMap((occupancy) =>
    Array.from({ length: occupancy.numOfRoom }, () => ({
      adults: occupancy.numOfAdults,
      childAges: [...occupancy.childAges],
    })),
  );
}

/** The stay of a search payload, as every vendor is asked it. */
export function stayOf(
  body: Pick<HotelSearchBody, 'stayPeriod' | 'occupancies' | 'nationality' | 'currency'>,
): StayRequest {
  return {
    checkIn: body.stayPeriod.start,
    checkOut: body.stayPeriod.end,
    rooms: roomsOf(body),
    nationality: body.nationality.alpha2Code,
    currency: body.currency,
  };
}

/** Checks the stay's dates against today at the destination: from today, up to a year ahead, 1 to 28 nights. */
export function checkStayDates(body: HotelSearchBody, timeZone: string, nowMs: number): void {
  const today = localDateAt(timeZone, nowMs);
  const { start, end } = body.stayPeriod;
  if (start < today || start > addDays(today, MAX_DAYS_AHEAD))
    throw AppError.invalid('stayPeriod.start', 'validation.invalid');
  if (daysBetween(start, end) > MAX_NIGHTS) throw AppError.invalid('stayPeriod.end', 'validation.invalid');
}

export interface HotelServiceOptions {
  now?: () => Date;
  /** How long a search may run before it completes with what it has. */
  deadlineMs?: number;
}

/**
 * Hotels from places to a priced quote: the polled search over every configured vendor, its
 * pages, rooms and rates, content, and getPrice. A search lives in the database (decision
 * 018): the node that starts it asks the vendors and merges their answers there as they
 * arrive; any node answers the polls. Every read is scoped by agency and the searching user.
 */
export class HotelService {
  private readonly now: () => Date;
  private readonly deadlineMs: number;
  /** Vendor calls still running on this node (awaited by `settle`, e.g. on shutdown and in tests). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly suppliers: HotelSupplier[],
    private readonly pricing: PricingService,
    private readonly quotes: QuoteService,
    options: HotelServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.deadlineMs = options.deadlineMs ?? HOTEL_SEARCH_DEADLINE_MS;
  }

  /** Cities, areas, airports and hotels by name, from the first vendor that answers. */
  async suggest(text: string) {
    const places = await this.firstAnswer((supplier) => supplier.autoSuggest(text, { limit: 10 })).catch(
      (error: unknown) => {
        throw toAppError(error);
      },
    );
    return places.map(toPlaceView);
  }

  /** A place by id; an unknown one is not found. */
  async place(id: string) {
    try {
      return toPlaceView(await this.firstAnswer((supplier) => supplier.place(id)));
    } catch (error) {
      if (isHotelSupplierError(error, 'INVALID_REQUEST')) throw new AppError('NOT_FOUND', { cause: error });
      throw toAppError(error);
    }
  }

  /**
   * The time zone of the place a search names; an unknown one is a 400 on locationId. Cities
   * and airports are in the places index (no vendor call: the search answers at once); areas
   * and hotels are asked of the vendors.
   */
  private async searchPlaceZone(id: string): Promise<string> {
    const known = (await loadPlaces()).get(id);
    if (known) return known.timeZone;
    try {
      return (await this.firstAnswer((supplier) => supplier.place(id))).timeZone;
    } catch (error) {
      if (isHotelSupplierError(error, 'INVALID_REQUEST')) throw AppError.invalid('locationId', 'validation.invalid');
      throw toAppError(error);
    }
  }

  /**
   * Starts a search and answers at once: the vendors are asked in the background and their
   * hotels merged into the search as each answers (priced now, with the searcher's markup).
   */
  async start(agency: AgencyRow, user: UserRow, body: HotelSearchBody) {
    // The currency and the place are checked before any vendor is asked for hotels.
    const pricer = await this.pricing.pricer(agency.id, user, null, body.currency);
    if (!isCountryCode(body.nationality.alpha2Code))
      throw AppError.invalid('nationality.alpha2Code', 'validation.invalid');
    const timeZone = body.locationId ? await this.searchPlaceZone(body.locationId) : 'UTC';
    const now = this.now();
    checkStayDates(body, timeZone, now.getTime());
    const search = await hotelSearchRepo.insert(this.db, {
      agencyId: agency.id,
      userId: user.id,
      request: body,
      currency: pricer.currency,
      vendors: this.suppliers.map((supplier) => supplier.name),
      deadlineAt: new Date(now.getTime() + this.deadlineMs),
      expiresAt: new Date(now.getTime() + HOTEL_SEARCH_TTL_MS),
    });
    const stay = stayOf(body);
    const destination = body.locationId
      ? { placeId: body.locationId }
      : { latitude: body.lat ?? 0, longitude: body.lng ?? 0, radiusKm: body.radius ?? 10 };
    for (const supplier of this.suppliers) {
      const task = this.askVendor(search.id, supplier, async () => {
        const result = await supplier.search({ ...stay, destination });
        return result.hotels.map((offer) => toResultRow(search.id, supplier.name, offer, pricer));
      });
      this.running.add(task);
      void task.finally(() => this.running.delete(task));
    }
    const query = `corelationId=${search.id}`;
    return {
      corelationId: search.id,
      searchUrl: `/api/v2/hotel/searchasync/search?${query}`,
      filterUrl: `/api/v2/hotel/searchasync/filter?${query}`,
      vendors: search.vendors,
      deadlineAt: search.deadlineAt.toISOString(),
      expiresAt: search.expiresAt.toISOString(),
    };
  }

  /** One vendor's part: its hotels merged, then its outcome; a failure is an outcome too. */
  private async askVendor(
    searchId: string,
    supplier: HotelSupplier,
    search: () => Promise<ReturnType<typeof toResultRow>[]>,
  ): Promise<void> {
    try {
      const rows = await search();
      // A vendor answering after the deadline is too late: the search was shown complete.
      if (!(await hotelSearchRepo.isOpen(this.db, searchId))) return;
      await hotelSearchRepo.merge(this.db, rows);
      await hotelSearchRepo.recordOutcome(
        this.db,
        searchId,
        supplier.name,
        { status: 'done', hotels: rows.length },
        this.now(),
      );
    } catch (error) {
      const code = isHotelSupplierError(error) ? error.code : 'INTERNAL';
      try {
        await hotelSearchRepo.recordOutcome(
          this.db,
          searchId,
          supplier.name,
          { status: 'failed', hotels: 0, error: code },
          this.now(),
        );
      } catch {
        // The database is gone too: the deadline completes the search.
      }
    }
  }

  /** Waits for this node's vendor calls (shutdown, tests). */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** The user's search, still valid; an unfinished one past its deadline is completed now. */
  private async searchOf(agency: AgencyRow, user: UserRow, id: string): Promise<HotelSearchRow> {
    const search = await hotelSearchRepo.find(this.db, agency.id, user.id, id);
    if (!search) throw new AppError('NOT_FOUND');
    const now = this.now();
    if (search.expiresAt <= now) throw new AppError('OFFER_EXPIRED');
    if (!search.completedAt && search.deadlineAt <= now) {
      await hotelSearchRepo.completeOverdue(this.db, now, search.id);
      return { ...search, completedAt: search.deadlineAt };
    }
    return search;
  }

  /** What the user's search (still valid) asked, and the currency its prices are in. */
  async searchStay(agency: AgencyRow, user: UserRow, corelationId: string) {
    const search = await this.searchOf(agency, user, corelationId);
    return { stay: search.request, currency: search.currency };
  }

  /** A page of the search's hotels, filtered and sorted (the poll: no filters, the search's default sort). */
  async page(
    agency: AgencyRow,
    user: UserRow,
    id: string,
    query: { from: number; size: number; sortBy?: HotelSort | undefined; filters?: HotelFilters },
    defaultSort: HotelSort = HOTEL_DEFAULT_SORT,
  ): Promise<HotelPage> {
    const search = await this.searchOf(agency, user, id);
    const filters = query.filters ?? {};
    const sortBy = query.sortBy ?? defaultSort;
    const [rows, summary] = await Promise.all([
      hotelSearchRepo.page(this.db, search.id, filters, sortBy, query.from, query.size),
      hotelSearchRepo.summary(this.db, search.id, filters),
    ]);
    const nextFrom = query.from + rows.length;
    const hasMore = nextFrom < summary.count;
    const allAnswered = search.vendors.every((vendor) => search.outcomes[vendor] !== undefined);
    return {
      corelationId: search.id,
      hotels: rows.map(toResultView),
      hotelCount: summary.count,
      nextPage: hasMore ? nextFrom : null,
      hasMore,
      facilities: summary.facilities,
      maxDistance: summary.maxDistance,
      priceRange: summary.priceRange,
      currency: search.currency,
      sortBy,
      vendors: search.vendors.map((vendor) => {
        const outcome = search.outcomes[vendor];
        const name = this.suppliers.find((supplier) => supplier.name === vendor)?.displayName ?? vendor;
        return { vendor, name, status: outcome?.status ?? 'pending', hotels: outcome?.hotels ?? 0 };
      }),
      pollCompleted: search.completedAt !== null,
      timedOut: search.completedAt !== null && !allAnswered,
      expiresAt: search.expiresAt.toISOString(),
    };
  }

  /** The filter URL's page: 'best' unless a sort is asked. */
  filter(agency: AgencyRow, user: UserRow, id: string, query: Parameters<HotelService['page']>[3]) {
    return this.page(agency, user, id, query, HOTEL_DEFAULT_FILTER_SORT);
  }

  /** Rooms and rates of one hotel of the search, for its stay, priced for the visitor. */
  async roomsAndRates(
    agency: AgencyRow,
    user: UserRow,
    query: { corelationId: string; hotelid: string; vendor?: string | undefined },
  ) {
    const search = await this.searchOf(agency, user, query.corelationId);
    const supplier = await this.vendorOf(search, query.hotelid, query.vendor);
    return this.stayRates(agency, user, supplier.name, query.hotelid, search.request, search.currency);
  }

  /**
   * A hotel's rooms and rates from one vendor for a stay, priced now for `user` (with their
   * markup) in `currency`: a search's hotel, or a proposal's option re-priced on open.
   */
  async stayRates(
    agency: AgencyRow,
    user: UserRow,
    vendor: string,
    hotelId: string,
    stay: Pick<HotelSearchBody, 'stayPeriod' | 'occupancies' | 'nationality' | 'currency'>,
    currency: string,
  ) {
    const supplier = this.suppliers.find((candidate) => candidate.name === vendor);
    if (!supplier) throw AppError.invalid('vendor', 'validation.invalid');
    const pricer = await this.pricing.pricer(agency.id, user, null, currency);
    const answer = await callVendor(() => supplier.roomsAndRates({ ...stayOf(stay), hotelId }));
    return {
      hotelId: answer.hotel.id,
      vendor: answer.vendor,
      checkIn: answer.checkIn,
      checkOut: answer.checkOut,
      nights: answer.nights,
      currency: pricer.currency,
      expiresAt: answer.expiresAt,
      roomLists: answer.rooms.map((offer) => ({
        room: offer.room,
        rates: offer.rates.map((rate) => toRateView(rate, pricer)),
      })),
    };
  }

  /** A hotel of the search: its content, the vendor and the stay. */
  async details(
    agency: AgencyRow,
    user: UserRow,
    query: { corelationId: string; hotelid: string; vendor?: string | undefined },
    language: Language = 'en',
  ) {
    const search = await this.searchOf(agency, user, query.corelationId);
    const supplier = await this.vendorOf(search, query.hotelid, query.vendor);
    const content = await callVendor(() => supplier.content(query.hotelid, language));
    return {
      ...toContentView(content),
      vendor: supplier.name,
      startAndEndDate: { start: search.request.stayPeriod.start, end: search.request.stayPeriod.end },
    };
  }

  /** A hotel's static content, from the first vendor that answers (content is the same for all). */
  async staticContent(hotelId: string, language: Language = 'en') {
    const content = await this.firstAnswer((supplier) => supplier.content(hotelId, language)).catch(
      (error: unknown) => {
        throw toAppError(error);
      },
    );
    return toContentView(content);
  }

  /**
   * Checks a rate with its vendor now and locks it as a quote: the same price, a changed price
   * (the new rate, previousTotal showing the old) or sold out (409 SOLD_OUT).
   */
  async getPrice(
    agency: AgencyRow,
    user: UserRow,
    body: {
      corelationId: string;
      hotelId: string;
      vendor: string;
      rateKey: string;
      currency?: string | undefined;
      clientId?: string | undefined;
    },
  ): Promise<HotelQuote> {
    const search = await this.searchOf(agency, user, body.corelationId);
    const result = await hotelSearchRepo.result(this.db, search.id, body.hotelId);
    if (!result) throw new AppError('NOT_FOUND');
    const supplier = this.suppliers.find((candidate) => candidate.name === body.vendor);
    if (!supplier) throw AppError.invalid('vendor', 'validation.invalid');
    const client = await clientOf(this.db, agency, user, body.clientId);
    const pricer = await this.pricing.pricer(agency.id, user, client, body.currency ?? search.currency);
    const check = await callVendor(() => supplier.checkRate(body.rateKey));
    if (check.status === 'sold_out') throw new AppError('SOLD_OUT');
    const { rate } = check;
    const previousNet: NetPrice = {
      currency: check.previousTotal.currency,
      lines: [{ kind: 'base_fare', passengerType: null, count: 1, amount: check.previousTotal.amount }],
    };
    const quote = await this.quotes.create(agency, user, {
      vertical: 'hotel',
      client,
      offerId: rate.rateKey,
      pricer,
      net: netPriceOfRate(rate.price),
      supplierTotal: rate.price.total.amount,
      details: {
        corelationId: search.id,
        hotelId: body.hotelId,
        hotelName: result.name,
        vendor: supplier.name,
        status: check.status,
        previousTotal: pricer.total(previousNet),
        rate: toRateView(rate, pricer),
        stayPeriod: { start: search.request.stayPeriod.start, end: search.request.stayPeriod.end },
        client: client && { _id: client.id, name: client.name, email: client.email },
      } satisfies HotelQuoteDetails,
      expiresAt: new Date(rate.expiresAt),
    });
    return toHotelQuoteView({ ...quote, details: hotelQuoteDetailsSchema.parse(quote.details) });
  }

  /** Keeps a priced stay as a draft so a checkout survives a reload (hotelStore). */
  async storeDraft(agency: AgencyRow, user: UserRow, quoteId: string) {
    const { draft, quote } = await this.quotes.storeDraft(agency, user, 'hotel', quoteId, hotelQuoteDetailsSchema);
    return { id: draft.id, quote: toHotelQuoteView(quote) };
  }

  /** Forgets a draft no longer awaited (paid, left, or replaced by another customer's quote). */
  deleteDraft(agency: AgencyRow, user: UserRow, id: string): Promise<void> {
    return this.quotes.deleteDraft(agency, user, id);
  }

  /**
   * A rate as its vendor prices it now (checkRate), priced for `user` in `currency`, without
   * locking a quote: what an agent proposes. A key the vendor does not know is refused by name.
   */
  async rateNow(agency: AgencyRow, user: UserRow, vendor: string, rateKey: string, currency: string) {
    const supplier = this.suppliers.find((candidate) => candidate.name === vendor);
    if (!supplier) throw AppError.invalid('vendor', 'validation.invalid');
    const pricer = await this.pricing.pricer(agency.id, user, null, currency);
    const check = await supplier.checkRate(rateKey).catch((error: unknown) => {
      if (isHotelSupplierError(error, 'OFFER_NOT_FOUND')) throw AppError.invalid('rateKey', 'validation.invalid');
      throw toAppError(error);
    });
    if (check.status === 'sold_out') throw new AppError('SOLD_OUT');
    return toRateView(check.rate, pricer);
  }

  /** The vendor to ask about a hotel: the one asked for, else the one whose offer won the search. */
  private async vendorOf(search: HotelSearchRow, hotelId: string, vendor: string | undefined): Promise<HotelSupplier> {
    const name = vendor ?? (await hotelSearchRepo.result(this.db, search.id, hotelId))?.vendor;
    if (!name) throw new AppError('NOT_FOUND');
    const supplier = this.suppliers.find((candidate) => candidate.name === name);
    if (!supplier) throw AppError.invalid('vendor', 'validation.invalid');
    return supplier;
  }

  /**
   * Asks every vendor and takes the first answer (places and content are the same for all);
   * a request error wins over an outage, so a bad id is refused even with a vendor down. The
   * vendor's error is thrown as is, for the caller to map.
   */
  private async firstAnswer<T>(ask: (supplier: HotelSupplier) => Promise<T>): Promise<T> {
    if (this.suppliers.length === 0) throw new AppError('SERVICE_UNAVAILABLE');
    try {
      return await Promise.any(this.suppliers.map(ask));
    } catch (error) {
      const errors = error instanceof AggregateError ? error.errors : [error];
      const invalid = errors.find(
        (e) => isHotelSupplierError(e) && (e.code === 'INVALID_REQUEST' || e.code === 'OFFER_NOT_FOUND'),
      );
      throw invalid ?? errors[0];
    }
  }
}
