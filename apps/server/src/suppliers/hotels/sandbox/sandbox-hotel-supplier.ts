import type { Language } from '@travel/contracts';
import { HotelSupplierError } from '../errors';
import type {
  AutoSuggestOptions,
  HotelBookRequest,
  HotelCancellationQuote,
  HotelContent,
  HotelOrder,
  HotelPlace,
  HotelRoomsAndRates,
  HotelSearchRequest,
  HotelSearchResult,
  HotelSupplier,
  HotelSupplierOperation,
  RateCheck,
  RoomsAndRatesRequest,
} from '../port';
import { simulateCall, type SandboxHotelFaults } from './faults';
import { hotelContentOf } from './hotel-content';
import { searchHotels } from './hotel-search';
import type { HotelWorld } from './hotel-world';
import { roomNightsOf, roomsLeftOf } from './inventory';
import { OrderDesk } from './order-desk';
import { RateBook } from './rate-book';
import { RateKeyCodec } from './rate-key';
import { priceRate } from './rate-price';
import type { SandboxHotelStore } from './store';
import { validateStay } from './stay-request';
import { PlaceFinder } from './suggest';
import { saleCurrency, VENDORS, type SandboxVendorCode } from './vendors';
import { addDays } from '../../shared/zone-time';

interface Parts {
  world: HotelWorld;
  finder: PlaceFinder;
  rates: RateBook;
  orders: OrderDesk;
}

export interface SandboxHotelSupplierOptions {
  vendor: SandboxVendorCode;
  /**
   * The world of hotels, shared by every vendor of the process, built on first use (it needs
   * the places, loaded lazily): see loadHotelWorld.
   */
  world: () => Promise<HotelWorld>;
  /** Where sales live: the database store in the app, MemoryHotelStore in unit tests. */
  store: SandboxHotelStore;
  /** Signs rate keys (HMAC-SHA256), at least 16 characters; the same on every node. */
  secret: string;
  /** The clock; tests inject a controllable one. Default: the system clock. */
  now?: () => Date;
  /** Delay before every answer, ms; default the vendor's own (300, 900, 2000). */
  latencyMs?: number;
  faults?: SandboxHotelFaults;
}

/**
 * One sandbox vendor of hotel rooms: deterministic for (place, dates, occupancy), with the
 * lifecycle of a real supplier (rate keys that expire after 30 minutes, RECHECK rates whose
 * price changes when checked, PRECONFIRMED bookings the hotel confirms minutes later,
 * cancellation penalties by the policy in the hotel's zone) and an inventory shared by every
 * booking through the store.
 */
export class SandboxHotelSupplier implements HotelSupplier {
  /** The vendor code ('atlas'). */
  readonly name: SandboxVendorCode;
  readonly displayName: string;
  readonly latencyMs: number;
  private readonly store: SandboxHotelStore;
  private readonly codec: RateKeyCodec;
  private readonly loadWorld: () => Promise<HotelWorld>;
  private parts: Promise<Parts> | null = null;
  private readonly now: () => Date;
  private faults: SandboxHotelFaults;

  constructor(options: SandboxHotelSupplierOptions) {
    const profile = VENDORS[options.vendor];
    this.name = profile.code;
    this.displayName = profile.name;
    this.loadWorld = options.world;
    this.store = options.store;
    this.codec = new RateKeyCodec(`${options.secret}:${profile.code}`);
    this.now = options.now ?? (() => new Date());
    this.latencyMs = Math.max(0, options.latencyMs ?? profile.latencyMs);
    this.faults = options.faults ?? {};
  }

  /** Replaces the injected faults (a test, a demo switch). */
  setFaults(faults: SandboxHotelFaults): void {
    this.faults = faults;
  }

  autoSuggest(text: string, options: AutoSuggestOptions = {}): Promise<HotelPlace[]> {
    return this.call('autoSuggest', ({ finder }) => finder.suggest(text, options.limit ?? 10));
  }

  place(id: string): Promise<HotelPlace> {
    return this.call('place', ({ finder }) => finder.place(id));
  }

  search(request: HotelSearchRequest): Promise<HotelSearchResult> {
    return this.call('search', ({ world, finder, rates }) =>
      searchHotels(request, {
        world,
        finder,
        rates,
        store: this.store,
        nowMs: this.nowMs(),
      }),
    );
  }

  roomsAndRates(request: RoomsAndRatesRequest): Promise<HotelRoomsAndRates> {
    return this.call('roomsAndRates', async ({ finder, rates }) => {
      const record = finder.hotel(request?.hotelId);
      if (!record) throw HotelSupplierError.invalid('UNKNOWN_HOTEL', 'hotelId', `No hotel ${String(request?.hotelId)}`);
      const now = this.nowMs();
      const stay = validateStay(request, record.summary.timeZone, now);
      const issuedAtMs = Math.floor(now / 1000) * 1000;
      const sold = await this.store.soldRooms([record.summary.id], stay.checkIn, addDays(stay.checkOut, -1));
      const currency = saleCurrency(rates.vendor, stay.currency);
      return {
        vendor: this.name,
        hotel: record.summary,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights,
        searchedAt: new Date(issuedAtMs).toISOString(),
        expiresAt: rates.expiresAt(issuedAtMs),
        rooms: rates.roomOffers(record, stay, currency, issuedAtMs, sold),
      };
    });
  }

  content(hotelId: string, language: Language = 'en'): Promise<HotelContent> {
    return this.call('content', ({ finder, world }) => {
      const record = finder.hotel(hotelId);
      if (!record) throw HotelSupplierError.invalid('UNKNOWN_HOTEL', 'hotelId', `No hotel ${String(hotelId)}`);
      return hotelContentOf(record, world, language);
    });
  }

  checkRate(rateKey: string): Promise<RateCheck> {
    return this.call('checkRate', async ({ rates }) => {
      const resolved = rates.resolve(rateKey, this.nowMs());
      const { record, room, stay } = resolved;
      const sold = await this.store.soldRooms([record.summary.id], stay.checkIn, addDays(stay.checkOut, -1));
      const left = roomsLeftOf(roomNightsOf(record.summary.id, room, stay.checkIn, stay.nights), sold);
      const asSearched = rates.inputOf(resolved, resolved.payload.checked);
      const previousTotal = priceRate(asSearched).total;
      if (left < stay.rooms.length) return { status: 'sold_out', rate: rates.rate(asSearched, 0), previousTotal };
      const checked = rates.rate(rates.inputOf(resolved, true), left);
      const changed = checked.price.total.amount !== previousTotal.amount;
      return {
        status: changed ? 'changed' : 'unchanged',
        rate: changed ? checked : rates.rate(asSearched, left),
        previousTotal,
      };
    });
  }

  book(request: HotelBookRequest): Promise<HotelOrder> {
    return this.call('book', ({ orders }) => orders.book(request));
  }

  retrieve(reference: string): Promise<HotelOrder> {
    return this.call('retrieve', ({ orders }) => orders.retrieve(reference));
  }

  cancellationQuote(reference: string, at?: Date): Promise<HotelCancellationQuote> {
    return this.call('cancellationQuote', ({ orders }) => orders.quote(reference, at));
  }

  cancel(reference: string): Promise<HotelOrder> {
    return this.call('cancel', ({ orders }) => orders.cancel(reference));
  }

  private nowMs(): number {
    return this.now().getTime();
  }

  private call<T>(operation: HotelSupplierOperation, run: (parts: Parts) => Promise<T> | T): Promise<T> {
    return simulateCall(this.displayName, operation, this.latencyMs, this.faults, async () => run(await this.ready()));
  }

  /** The vendor's parts, built once the world has loaded. */
  private ready(): Promise<Parts> {
    this.parts ??= this.loadWorld().then((world) => {
      const rates = new RateBook(world, VENDORS[this.name], this.codec);
      return {
        world,
        finder: new PlaceFinder(world, this.name),
        rates,
        orders: new OrderDesk(rates, this.store, () => this.nowMs()),
      };
    });
    this.parts.catch(() => {
      this.parts = null;
    });
    return this.parts;
  }
}
