import { placesTaken, priceActivity, refundAt, refundOf, type ActivityLocation, type Money } from '@travel/contracts';
import { SupplierError, type SupplierCancellationQuote } from '../../booking-port';
import type { PlaceIndex } from '../../places/places';
import { derivedLocator } from '../../shared/locator';
import { unitHash } from '../../shared/prng';
import { simulateCall, type SandboxCallFaults } from '../../shared/simulate-call';
import { addDays, localDateAt, localToUtc } from '../../shared/zone-time';
import type {
  ActivityBookRequest,
  ActivityCheckQuery,
  ActivityOrder,
  ActivitySupplier,
  ActivitySupplierOperation,
  SupplierCalendar,
  SupplierCheck,
  SupplierDestination,
  SupplierProduct,
  SupplierRecheck,
} from '../port';
import { checkAnswers, checkTravelers, invalid, mergedTravelers } from './booking-rules';
import { buildProduct, MANUAL_DECISION_HOURS, parseProductCode } from './catalogue';
import { ACTIVITY_TAGS } from './kinds';
import { Destinations, type CityDestination } from './destinations';
import { HoldIdCodec, type HoldKey } from './hold-id';
import { calendarDays, dayFactor, isOperating, onlineCapacity, pricingOn, slotOf } from './slots';
import { slotKey, type SandboxActivityStore, type StoredActivityBooking } from './store';

const MINUTE_MS = 60_000;
/** The price of a check is held 5 minutes (Viator's pricing hold). */
export const HOLD_TTL_MS = 5 * MINUTE_MS;
/** A hold can be booked for an hour (at the price of the day once its 5 minutes have passed). */
export const HOLD_BOOKABLE_MS = 60 * MINUTE_MS;
/** Days ahead the calendar shows, from tomorrow at the product's place. */
export const CALENDAR_DAYS = 90;
/** A manual product runs a slot only with at least this many travellers booked by its answer. */
export const MANUAL_MIN_TRAVELERS = 2;
/** Share of slots whose price moved once a hold lapsed. */
const PRICE_DRIFT_SHARE = 0.1;
const PRODUCT_CACHE_CITIES = 300;

export type SandboxActivityFaults = SandboxCallFaults<ActivitySupplierOperation>;

export interface SandboxActivitySupplierOptions {
  places: () => Promise<PlaceIndex>;
  store: SandboxActivityStore;
  /** Signs hold ids. */
  secret: string;
  latencyMs?: number;
  faults?: SandboxActivityFaults;
  now?: () => Date;
}

/**
 * The sandbox experience suppliers behind the activity port, as Viator and OCTO suppliers
 * behave: destinations from the places dataset, products per city in proportion to its size, a
 * 90-day calendar whose slots' places are shared by every booking (in the database), a
 * 5-minute price hold, instant or manual confirmation (PENDING, then confirmed or rejected by
 * the sandbox's clock), and refunds by the product's policy tier at the time of cancelling,
 * counted in its zone (decision record 023).
 */
export class SandboxActivitySupplier implements ActivitySupplier {
  readonly name = 'sandbox-activities';
  private readonly codec: HoldIdCodec;
  private readonly now: () => Date;
  private readonly latencyMs: number;
  private faults: SandboxActivityFaults;
  private destinationIndex: Promise<Destinations> | null = null;
  private readonly cityProducts = new Map<string, SupplierProduct[]>();

  constructor(private readonly options: SandboxActivitySupplierOptions) {
    this.codec = new HoldIdCodec(options.secret);
    this.now = options.now ?? (() => new Date());
    this.latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.faults = options.faults ?? {};
  }

  setFaults(faults: SandboxActivityFaults): void {
    this.faults = faults;
  }

  tags() {
    return ACTIVITY_TAGS.map(({ tagId, tagName }) => ({ tagId, tagName }));
  }

  destinations(text: string, limit = 10): Promise<SupplierDestination[]> {
    return this.call('destinations', async (index) => index.search(text, limit).map(publicDestination));
  }

  destination(id: string): Promise<SupplierDestination> {
    return this.call('destinations', async (index) => publicDestination(this.destinationOf(index, id)));
  }

  products(destinationId: string): Promise<SupplierProduct[]> {
    return this.call('products', async (index) => {
      this.destinationOf(index, destinationId);
      return index.citiesOf(destinationId).flatMap((city) => this.productsOf(city));
    });
  }

  product(productCode: string): Promise<SupplierProduct> {
    return this.call('product', async (index) => this.productOf(index, productCode));
  }

  location(locationId: string): Promise<ActivityLocation> {
    return this.call('product', async (index) => {
      const code = locationId.endsWith('-MP') ? locationId.slice(0, -3) : '';
      const parsed = parseProductCode(code);
      const city = parsed && index.cityOfKey(parsed.cityKey);
      if (!parsed || !city || parsed.index >= city.productCount)
        throw invalid('id', 'UNKNOWN_LOCATION', `no location ${locationId}`);
      return this.productOf(index, code).meetingPoint;
    });
  }

  calendar(productCode: string): Promise<SupplierCalendar> {
    return this.call('calendar', async (index) => {
      const product = this.productOf(index, productCode);
      const first = this.firstDate(product);
      const last = addDays(first, CALENDAR_DAYS - 1);
      const sold = await this.options.store.sold(productCode, first, last);
      const days = calendarDays(product, first, CALENDAR_DAYS, sold);
      return { productCode, timeZone: product.destination.timeZone, currency: product.currency, days };
    });
  }

  check(query: ActivityCheckQuery): Promise<SupplierCheck> {
    return this.call('check', async (index) => {
      const product = this.productOf(index, query.productCode);
      const key: HoldKey = {
        productCode: product.productCode,
        date: query.date,
        startTime: query.startTime,
        travelers: mergedTravelers(query.travelers),
        total: 0,
        issuedMs: this.now().getTime(),
      };
      this.checkSlot(product, key);
      return this.checkOf(product, key, 1, await this.placesLeft(product, key.date, key.startTime));
    });
  }

  recheck(holdId: string): Promise<SupplierRecheck> {
    return this.call('check', async (index) => {
      const { key, product } = this.open(index, holdId);
      const left = await this.placesLeft(product, key.date, key.startTime);
      // Checked again: the price now is held again (a new hold of 5 minutes, bookable for an hour).
      const check = this.checkOf(
        product,
        { ...key, total: 0, issuedMs: this.now().getTime() },
        this.driftOf(key),
        left,
      );
      if (!check.available) return { status: 'sold_out' };
      const previousTotal = { amount: key.total, currency: product.currency };
      return { status: check.total.amount === key.total ? 'same' : 'changed', check, previousTotal };
    });
  }

  book(request: ActivityBookRequest): Promise<ActivityOrder> {
    return this.call('book', async (index) => {
      const replay = await this.options.store.getByIdempotencyKey(request.idempotencyKey);
      if (replay) return replay.order;
      const { key, product } = this.open(index, request.holdId);
      checkTravelers(key.travelers, request);
      checkAnswers(product, request);
      // The hold's price is the one booked (the supplier honours a hold for an hour).
      const check = this.checkOf(product, key, 1, Number.MAX_SAFE_INTEGER);
      const held: Money = { amount: key.total, currency: product.currency };
      if (held.amount !== request.expectedTotal.amount || held.currency !== request.expectedTotal.currency)
        throw new SupplierError('PRICE_CHANGED', 'the price has changed');
      const now = this.now();
      const isManual = product.confirmation === 'MANUAL';
      const reference = `AV${derivedLocator(request.idempotencyKey, 8)}`;
      const order: ActivityOrder = {
        reference,
        state: isManual ? 'pending' : 'confirmed',
        supplierStatus: isManual ? 'PENDING' : 'CONFIRMED',
        productCode: product.productCode,
        date: key.date,
        startTime: key.startTime,
        startAt: check.startAt,
        travelers: key.travelers,
        places: placesTaken(key.travelers),
        total: held,
        bookedAt: now.toISOString(),
        decideAt: isManual ? new Date(now.getTime() + MANUAL_DECISION_HOURS * 60 * MINUTE_MS).toISOString() : null,
        rejectionReason: null,
        cancelledAt: null,
      };
      const outcome = await this.options.store.create(
        { order, idempotencyKey: request.idempotencyKey, version: 1 },
        {
          productCode: product.productCode,
          date: key.date,
          startTime: key.startTime,
          capacity: onlineCapacity(product, key.date, key.startTime),
          places: order.places,
        },
      );
      if (outcome === 'sold_out') throw new SupplierError('SOLD_OUT', 'not enough places left in the slot');
      if (outcome === 'duplicate_key') {
        const existing = await this.options.store.getByIdempotencyKey(request.idempotencyKey);
        if (existing) return existing.order;
      }
      return order;
    });
  }

  retrieve(reference: string): Promise<ActivityOrder> {
    return this.call('retrieve', async () => (await this.decided(reference)).order);
  }

  cancellationQuote(reference: string): Promise<SupplierCancellationQuote> {
    return this.call('cancellationQuote', async (index) => {
      const { order } = await this.decided(reference);
      const money = (amount: number): Money => ({ amount, currency: order.total.currency });
      // Nothing is kept of a booking the supplier has not confirmed yet, or has turned down.
      if (order.state === 'pending' || order.state === 'rejected')
        return { penalty: money(0), refund: order.total, isVoidable: false, validUntil: order.decideAt };
      const product = this.productOf(index, order.productCode);
      const at = order.cancelledAt ? Date.parse(order.cancelledAt) : this.now().getTime();
      const terms = refundAt(product.policy, product.destination.timeZone, `${order.date}T${order.startTime}`, at);
      const refund = refundOf(order.total.amount, terms.refundPercent);
      return {
        penalty: money(order.total.amount - refund),
        refund: money(refund),
        isVoidable: false,
        validUntil: order.state === 'cancelled' ? null : terms.changesAt,
      };
    });
  }

  cancel(reference: string): Promise<ActivityOrder> {
    return this.call('cancel', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const stored = await this.decided(reference);
        if (stored.order.state === 'cancelled' || stored.order.state === 'rejected')
          throw new SupplierError('ALREADY_CANCELLED', 'already cancelled');
        const cancelled: ActivityOrder = {
          ...stored.order,
          state: 'cancelled',
          supplierStatus: 'CANCELLED',
          decideAt: null,
          cancelledAt: this.now().toISOString(),
        };
        const updated = await this.options.store.update(reference, stored.version, cancelled, true);
        if (updated) return updated.order;
      }
      throw new SupplierError('UPSTREAM_ERROR', 'the booking kept changing');
    });
  }

  /** The booking, answered first when it is a manual one whose time has come. */
  private async decided(reference: string): Promise<StoredActivityBooking> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const stored = await this.options.store.get(reference);
      if (!stored) throw new SupplierError('ORDER_NOT_FOUND', `no booking ${reference}`);
      const { order } = stored;
      if (order.state !== 'pending' || !order.decideAt || Date.parse(order.decideAt) > this.now().getTime())
        return stored;
      // The operator runs the slot only with enough travellers booked in it by then.
      const sold = await this.options.store.sold(order.productCode, order.date, order.date);
      const isConfirmed = (sold.get(slotKey(order.date, order.startTime)) ?? 0) >= MANUAL_MIN_TRAVELERS;
      const answered: ActivityOrder = {
        ...order,
        state: isConfirmed ? 'confirmed' : 'rejected',
        supplierStatus: isConfirmed ? 'CONFIRMED' : 'REJECTED',
        rejectionReason: isConfirmed ? null : 'MINIMUM_NUMBER_OF_PASSENGERS_NOT_MET',
        decideAt: null,
      };
      const updated = await this.options.store.update(reference, stored.version, answered, !isConfirmed);
      if (updated) return updated;
    }
    throw new SupplierError('UPSTREAM_ERROR', 'the booking kept changing');
  }

  private checkOf(product: SupplierProduct, key: HoldKey, drift: number, placesLeft: number): SupplierCheck {
    const pricing = pricingOn(product, dayFactor(product, key.date) * drift);
    const priced = priceActivity(pricing, key.travelers);
    if (!priced.ok) throw invalid(priced.field, 'TRAVELERS', priced.reason);
    const total: Money = { amount: priced.total, currency: product.currency };
    // A new check holds its own price; a hold read back keeps the price it held.
    const hold: HoldKey = { ...key, total: key.total === 0 ? priced.total : key.total };
    const slot = slotOf(product, key.startTime, placesLeft);
    return {
      product,
      date: key.date,
      startTime: key.startTime,
      startAt: new Date(this.startMs(product, key.date, key.startTime)).toISOString(),
      travelers: key.travelers,
      status: slot.status,
      placesLeft: slot.placesLeft,
      available: placesTaken(key.travelers) <= slot.placesLeft,
      lines: priced.lines,
      total,
      holdId: this.codec.encode(hold),
      holdExpiresAt: new Date(hold.issuedMs + HOLD_TTL_MS).toISOString(),
    };
  }

  private checkSlot(product: SupplierProduct, key: HoldKey): void {
    const first = this.firstDate(product);
    if (key.date < first || key.date > addDays(first, CALENDAR_DAYS - 1))
      throw invalid('date', 'DATE_OUT_OF_RANGE', 'bookable from tomorrow for 90 days');
    if (!isOperating(product, key.date)) throw invalid('date', 'NOT_OPERATING', 'the product does not run that day');
    if (!product.startTimes.includes(key.startTime))
      throw invalid('startTime', 'NOT_OPERATING', 'the product does not start at that time');
    const count = key.travelers.reduce((sum, entry) => sum + entry.count, 0);
    if (count > product.maxTravelersPerBooking) throw invalid('travelers', 'TRAVELERS', 'too many travellers');
  }

  /** The price factor of a hold now: 1 within its 5 minutes, then up 3-9% for a tenth of slots. */
  private driftOf(key: HoldKey): number {
    if (this.now().getTime() <= key.issuedMs + HOLD_TTL_MS) return 1;
    const seed = `${key.productCode}|${key.date}|${key.startTime}`;
    if (unitHash(`${seed}|drift`) >= PRICE_DRIFT_SHARE) return 1;
    return 1.03 + 0.06 * unitHash(`${seed}|amount`);
  }

  private async placesLeft(product: SupplierProduct, date: string, startTime: string): Promise<number> {
    const sold = await this.options.store.sold(product.productCode, date, date);
    return onlineCapacity(product, date, startTime) - (sold.get(slotKey(date, startTime)) ?? 0);
  }

  /** The key of a genuine, bookable hold id with its product. */
  private open(index: Destinations, holdId: string) {
    const key = this.codec.decode(holdId);
    if (!key) throw new SupplierError('OFFER_NOT_FOUND', 'unknown hold');
    const product = this.productOf(index, key.productCode);
    if (key.issuedMs + HOLD_BOOKABLE_MS <= this.now().getTime())
      throw new SupplierError('OFFER_EXPIRED', 'hold expired');
    return { key, product };
  }

  /** Tomorrow at the product's place: the first bookable day. */
  private firstDate(product: SupplierProduct): string {
    return addDays(localDateAt(product.destination.timeZone, this.now().getTime()), 1);
  }

  private startMs(product: SupplierProduct, date: string, startTime: string): number {
    const minute = Number(startTime.slice(0, 2)) * 60 + Number(startTime.slice(3, 5));
    return localToUtc(product.destination.timeZone, date, minute);
  }

  private productOf(index: Destinations, productCode: string): SupplierProduct {
    const parsed = parseProductCode(productCode);
    const city = parsed && index.cityOfKey(parsed.cityKey);
    if (!parsed || !city || parsed.index < 0 || parsed.index >= city.productCount)
      throw new SupplierError('OFFER_NOT_FOUND', `no product ${productCode}`);
    const product = this.productsOf(city)[parsed.index];
    if (!product) throw new SupplierError('OFFER_NOT_FOUND', `no product ${productCode}`);
    return product;
  }

  /** A city's products, built once and kept (the most recently used cities). */
  private productsOf(city: CityDestination): SupplierProduct[] {
    let products = this.cityProducts.get(city.destinationId);
    if (products) {
      this.cityProducts.delete(city.destinationId);
    } else {
      products = Array.from({ length: city.productCount }, (_, i) => buildProduct(city, i));
      if (this.cityProducts.size >= PRODUCT_CACHE_CITIES) {
        const oldest = this.cityProducts.keys().next().value;
        if (oldest !== undefined) this.cityProducts.delete(oldest);
      }
    }
    this.cityProducts.set(city.destinationId, products);
    return products;
  }

  private destinationOf(index: Destinations, id: string): SupplierDestination {
    const destination = index.get(id);
    if (!destination) throw invalid('destinationId', 'UNKNOWN_DESTINATION', `no destination ${id}`);
    return destination;
  }

  private call<T>(operation: ActivitySupplierOperation, run: (index: Destinations) => Promise<T>): Promise<T> {
    return simulateCall('sandbox-activities', operation, this.latencyMs, this.faults, async () =>
      run(await this.ready()),
    );
  }

  private ready(): Promise<Destinations> {
    this.destinationIndex ??= this.options.places().then((places) => new Destinations(places));
    return this.destinationIndex;
  }
}

/** A destination as the API shows it (without the sandbox's own fields). */
function publicDestination(destination: SupplierDestination): SupplierDestination {
  const { destinationId, destinationName, destinationType, parentId, countryCode, path, timeZone, productCount } =
    destination;
  return {
    destinationId,
    destinationName,
    destinationType,
    parentId,
    countryCode,
    path,
    timeZone,
    productCount,
    latitude: destination.latitude,
    longitude: destination.longitude,
  };
}
