import type { CarLocation, Money } from '@travel/contracts';
import { SupplierError, type SupplierCancellationQuote } from '../../booking-port';
import { isCountry } from '../../shared/country-facts';
import { derivedLocator } from '../../shared/locator';
import { unitHash } from '../../shared/prng';
import { simulateCall, type SandboxCallFaults } from '../../shared/simulate-call';
import { DAY_MS, localToUtc, MINUTE_MS, wallClockAt } from '../../shared/zone-time';
import type { PlaceIndex } from '../../places/places';
import type {
  CarBookRequest,
  CarCheck,
  CarInvalidReason,
  CarOrder,
  CarPlaceQuery,
  CarSearchQuery,
  CarSearchResult,
  CarSupplier,
  CarSupplierOffer,
  CarSupplierOperation,
  CarVehicle,
  CarVendor,
} from '../port';
import { fleetSize, VEHICLES, VENDORS, vehicleOf, vendorOf, vendorsAt } from './fleet';
import { RentalLocations, type RentalLocation } from './locations';
import { OfferIdCodec, type OfferKey } from './offer-id';
import { MIN_AGE, priceRental, rentalDaysOf, rentalTimesOf, type RentalTimes } from './rental-price';
import { fleetKey, type SandboxCarStore, type StoredRental } from './store';

const HOUR_MS = 60 * MINUTE_MS;
/** Offers are valid 20 minutes after the search (Caradise's figure). */
export const OFFER_TTL_MS = 20 * 60_000;
/** Free cancellation until 48 h before pick-up. */
export const FREE_CANCELLATION_MS = 48 * HOUR_MS;
/** Pick-up from an hour from now to a year ahead; rentals up to 28 days (spec's date range). */
const MIN_LEAD_MS = HOUR_MS;
const MAX_AHEAD_MS = 365 * DAY_MS;
const MAX_RENTAL_DAYS = 28;
/** Share of offers whose price moved between the search and the check, and by how much. */
const PRICE_DRIFT_SHARE = 0.12;
const PLANS: readonly CarSupplierOffer['plan'][] = ['standard', 'inclusive', 'saver'];

export type SandboxCarFaults = SandboxCallFaults<CarSupplierOperation>;

export interface SandboxCarSupplierOptions {
  /** The places index (airports and cities), loaded on first use. */
  places: () => Promise<PlaceIndex>;
  store: SandboxCarStore;
  /** Signs offer ids. */
  secret: string;
  latencyMs?: number;
  faults?: SandboxCarFaults;
  now?: () => Date;
}

const invalid = (field: string, reason: CarInvalidReason, message: string) =>
  new SupplierError('INVALID_REQUEST', message, { field, reason });

/** 'YYYY-MM-DDTHH:mm' at a location's zone as an instant, or null when not a real time. */
function instantAt(location: CarLocation, local: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, date = '', hours = '', minutes = ''] = match;
  const minuteOfDay = Number(hours) * 60 + Number(minutes);
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  const ms = localToUtc(location.timeZone, date, minuteOfDay);
  return Number.isFinite(ms) && wallClockAt(location.timeZone, ms).date === date ? ms : null;
}

/**
 * The sandbox rental companies behind the car port, as a broker (CarTrawler-like) shows them:
 * five fictional companies at every airport the flights know and in cities, their fleets in the
 * database, offers signed and valid 20 minutes, a re-price that finds a minority changed, a
 * reservation with a confirmation number, and cancellation free until 48 h before pick-up, then
 * one day's rental, nothing back after pick-up (decision record 022).
 */
export class SandboxCarSupplier implements CarSupplier {
  readonly name = 'sandbox-cars';
  private readonly codec: OfferIdCodec;
  private readonly now: () => Date;
  private readonly latencyMs: number;
  private faults: SandboxCarFaults;
  private locations: Promise<RentalLocations> | null = null;
  private readonly times = new Map<string, RentalTimes & { freeUntilLocal: string }>();

  constructor(private readonly options: SandboxCarSupplierOptions) {
    this.codec = new OfferIdCodec(options.secret);
    this.now = options.now ?? (() => new Date());
    this.latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.faults = options.faults ?? {};
  }

  /** Replaces the injected faults (tests and demos). */
  setFaults(faults: SandboxCarFaults): void {
    this.faults = faults;
  }

  vendors(): CarVendor[] {
    return VENDORS.map(({ code, name }) => ({ code, name }));
  }

  categories(): CarVehicle[] {
    return [...VEHICLES];
  }

  location(id: string): Promise<CarLocation> {
    return this.call('locations', async (locations) => this.locationOf(locations, id, 'location'));
  }

  findLocations(text: string, limit = 10): Promise<CarLocation[]> {
    return this.call('locations', async (locations) => locations.find(text, limit));
  }

  search(query: CarSearchQuery): Promise<CarSearchResult> {
    return this.call('search', async (locations) => {
      const pickup = this.placeOf(locations, query.pickup, 'location');
      const dropoff = query.dropoff ? this.placeOf(locations, query.dropoff, 'returnLocation') : pickup;
      const pickUpMs = instantAt(pickup, query.pickUpLocal);
      const returnMs = instantAt(dropoff, query.returnLocal);
      if (pickUpMs === null) throw invalid('pickUpDateTime', 'INVALID_DATE', 'not a time at the pick-up place');
      if (returnMs === null) throw invalid('returnDateTime', 'INVALID_DATE', 'not a time at the return place');
      const now = this.now().getTime();
      if (pickUpMs < now + MIN_LEAD_MS) throw invalid('pickUpDateTime', 'DATE_IN_PAST', 'pick-up too soon');
      if (pickUpMs > now + MAX_AHEAD_MS) throw invalid('pickUpDateTime', 'DATE_TOO_FAR', 'pick-up too far ahead');
      if (returnMs <= pickUpMs) throw invalid('returnDateTime', 'INVALID_DATE', 'return before pick-up');
      const rentalDays = rentalDaysOf(pickUpMs, returnMs);
      if (rentalDays > MAX_RENTAL_DAYS) throw invalid('returnDateTime', 'RENTAL_TOO_LONG', 'over 28 days');
      if (query.driverAge < MIN_AGE) throw invalid('age', 'DRIVER_TOO_YOUNG', 'drivers must be 21 or over');
      if (!isCountry(query.countryOfResidence))
        throw invalid('countryOfResidence', 'INVALID_COUNTRY', 'unknown country');
      const rented = await this.options.store.rented(pickup.id, new Date(pickUpMs), new Date(returnMs));
      const atDropoff = new Set(vendorsAt(dropoff).map((vendor) => vendor.code));
      const issuedMs = now;
      const offers: CarSupplierOffer[] = [];
      for (const vendor of vendorsAt(pickup)) {
        if (!atDropoff.has(vendor.code)) continue;
        for (const vehicle of VEHICLES) {
          const left =
            fleetSize(vendor, pickup, vehicle.acriss) - (rented.get(fleetKey(vendor.code, vehicle.acriss)) ?? 0);
          if (left <= 0) continue;
          for (const plan of PLANS) {
            const key: OfferKey = {
              vendorCode: vendor.code,
              acriss: vehicle.acriss,
              plan,
              pickupId: pickup.id,
              dropoffId: dropoff.id,
              pickUpMs,
              returnMs,
              driverAge: query.driverAge,
              countryOfResidence: query.countryOfResidence,
              issuedMs,
            };
            offers.push(this.build(key, pickup, dropoff, left, 1));
          }
        }
      }
      return { pickup, dropoff, rentalDays, offers };
    });
  }

  offer(offerId: string): Promise<CarSupplierOffer> {
    return this.call('offer', async (locations) => {
      const { key, pickup, dropoff } = this.open(locations, offerId);
      return this.build(key, pickup, dropoff, await this.carsLeft(key, pickup), 1);
    });
  }

  check(offerId: string): Promise<CarCheck> {
    return this.call('check', async (locations) => {
      const { key, pickup, dropoff } = this.open(locations, offerId);
      const left = await this.carsLeft(key, pickup);
      if (left <= 0) return { status: 'sold_out' };
      const searched = this.build(key, pickup, dropoff, left, 1);
      const drift = this.driftOf(key);
      const offer = drift === 1 ? searched : this.build(key, pickup, dropoff, left, drift);
      return { status: drift === 1 ? 'same' : 'changed', offer, previousTotal: searched.payNow };
    });
  }

  book(request: CarBookRequest): Promise<CarOrder> {
    return this.call('book', async (locations) => {
      const replay = await this.options.store.getByIdempotencyKey(request.idempotencyKey);
      if (replay) return replay.order;
      const { key, pickup, dropoff } = this.open(locations, request.offerId);
      if (request.driver.age !== key.driverAge)
        throw invalid('driver.age', 'DRIVER_AGE_MISMATCH', 'the driver is not the age the car was priced for');
      const vendor = vendorOf(key.vendorCode);
      if (!vendor) throw new SupplierError('OFFER_NOT_FOUND', 'unknown company');
      const offer = this.build(key, pickup, dropoff, 0, this.driftOf(key));
      if (
        offer.payNow.amount !== request.expectedTotal.amount ||
        offer.payNow.currency !== request.expectedTotal.currency
      )
        throw new SupplierError('PRICE_CHANGED', 'the price has changed');
      const reference = `${vendor.code}${derivedLocator(request.idempotencyKey, 7)}`;
      const order: CarOrder = {
        reference,
        state: 'confirmed',
        confirmationNumber: reference,
        supplierStatus: 'CONFIRMED',
        offer,
        driver: request.driver,
        flightNumber: request.flightNumber,
        bookedAt: this.now().toISOString(),
        cancelledAt: null,
      };
      const outcome = await this.options.store.create(
        { order, idempotencyKey: request.idempotencyKey, version: 1 },
        {
          vendor: vendor.code,
          locationId: pickup.id,
          acriss: key.acriss,
          capacity: fleetSize(vendor, pickup, key.acriss),
          pickUpAt: new Date(key.pickUpMs),
          returnAt: new Date(key.returnMs),
        },
      );
      if (outcome === 'sold_out') throw new SupplierError('SOLD_OUT', 'no car of this category is free');
      if (outcome === 'duplicate_key') {
        const existing = await this.options.store.getByIdempotencyKey(request.idempotencyKey);
        if (existing) return existing.order;
      }
      return order;
    });
  }

  retrieve(reference: string): Promise<CarOrder> {
    return this.call('retrieve', async () => (await this.stored(reference)).order);
  }

  cancellationQuote(reference: string): Promise<SupplierCancellationQuote> {
    return this.call('cancellationQuote', async () => {
      const { order } = await this.stored(reference);
      const at = order.cancelledAt ? Date.parse(order.cancelledAt) : this.now().getTime();
      return { ...this.termsAt(order.offer, at), isVoidable: false };
    });
  }

  cancel(reference: string): Promise<CarOrder> {
    return this.call('cancel', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const stored = await this.stored(reference);
        if (stored.order.state === 'cancelled') throw new SupplierError('ALREADY_CANCELLED', 'already cancelled');
        const cancelled: CarOrder = {
          ...stored.order,
          state: 'cancelled',
          supplierStatus: 'CANCELLED',
          cancelledAt: this.now().toISOString(),
        };
        const updated = await this.options.store.update(reference, stored.version, cancelled, false);
        if (updated) return updated.order;
      }
      throw new SupplierError('UPSTREAM_ERROR', 'the reservation kept changing');
    });
  }

  /** What cancelling at an instant keeps and returns of what is paid now. */
  private termsAt(offer: CarSupplierOffer, at: number): { penalty: Money; refund: Money } {
    const paid = offer.payNow;
    const money = (amount: number): Money => ({ amount, currency: paid.currency });
    let penalty: number;
    if (at >= Date.parse(offer.pickUpAt)) penalty = paid.amount;
    else if (offer.isFreeCancellation && at < Date.parse(offer.freeCancellationUntil)) penalty = 0;
    else penalty = Math.min(offer.lateCancellationFee.amount, paid.amount);
    return { penalty: money(penalty), refund: money(paid.amount - penalty) };
  }

  private async stored(reference: string): Promise<StoredRental> {
    const stored = await this.options.store.get(reference);
    if (!stored) throw new SupplierError('ORDER_NOT_FOUND', `no reservation ${reference}`);
    return stored;
  }

  /** The offer's price factor now: 1 for most, up 3-9% for a deterministic 12% of offers. */
  private driftOf(key: OfferKey): number {
    const seed = `${key.vendorCode}|${key.acriss}|${key.plan}|${key.pickupId}|${key.pickUpMs}|${key.returnMs}`;
    if (unitHash(`${seed}|drift`) >= PRICE_DRIFT_SHARE) return 1;
    return 1.03 + 0.06 * unitHash(`${seed}|amount`);
  }

  private async carsLeft(key: OfferKey, pickup: RentalLocation): Promise<number> {
    const vendor = vendorOf(key.vendorCode);
    if (!vendor) return 0;
    const rented = await this.options.store.rented(pickup.id, new Date(key.pickUpMs), new Date(key.returnMs));
    return Math.max(0, fleetSize(vendor, pickup, key.acriss) - (rented.get(fleetKey(key.vendorCode, key.acriss)) ?? 0));
  }

  /** The key of a genuine, unexpired offer id with its locations. */
  private open(locations: RentalLocations, offerId: string) {
    const key = this.codec.decode(offerId);
    const pickup = key && locations.get(key.pickupId);
    const dropoff = key && locations.get(key.dropoffId);
    if (!key || !pickup || !dropoff || !vendorOf(key.vendorCode) || !vehicleOf(key.acriss))
      throw new SupplierError('OFFER_NOT_FOUND', 'unknown offer');
    if (key.issuedMs + OFFER_TTL_MS <= this.now().getTime()) throw new SupplierError('OFFER_EXPIRED', 'offer expired');
    return { key, pickup, dropoff };
  }

  /** A rental's times worked out once per search (the zone look-ups are the costly part). */
  private timesOf(key: OfferKey, pickup: RentalLocation, dropoff: RentalLocation) {
    const cacheKey = `${pickup.id}|${dropoff.id}|${key.pickUpMs}|${key.returnMs}`;
    let times = this.times.get(cacheKey);
    if (!times) {
      if (this.times.size >= 1000) this.times.clear();
      times = {
        ...rentalTimesOf(pickup, dropoff, key.pickUpMs, key.returnMs),
        freeUntilLocal: wallClockAt(pickup.timeZone, key.pickUpMs - FREE_CANCELLATION_MS).local,
      };
      this.times.set(cacheKey, times);
    }
    return times;
  }

  private build(
    key: OfferKey,
    pickup: RentalLocation,
    dropoff: RentalLocation,
    carsLeft: number,
    rateFactor: number,
  ): CarSupplierOffer {
    const vendor = vendorOf(key.vendorCode);
    const vehicle = vehicleOf(key.acriss);
    if (!vendor || !vehicle) throw new SupplierError('OFFER_NOT_FOUND', 'unknown offer');
    const times = this.timesOf(key, pickup, dropoff);
    const price = priceRental(
      {
        vendor,
        vehicle,
        plan: key.plan,
        pickup,
        dropoff,
        pickUpMs: key.pickUpMs,
        returnMs: key.returnMs,
        driverAge: key.driverAge,
        rateFactor,
      },
      times,
    );
    return {
      offerId: this.codec.encode(key),
      expiresAt: new Date(key.issuedMs + OFFER_TTL_MS).toISOString(),
      vendor: { code: vendor.code, name: vendor.name },
      plan: key.plan,
      vehicle,
      pickup: publicLocation(pickup),
      dropoff: publicLocation(dropoff),
      pickUpAt: new Date(key.pickUpMs).toISOString(),
      returnAt: new Date(key.returnMs).toISOString(),
      pickUpLocal: times.pickUpLocal,
      returnLocal: times.returnLocal,
      driverAge: key.driverAge,
      countryOfResidence: key.countryOfResidence,
      freeCancellationUntil: new Date(key.pickUpMs - FREE_CANCELLATION_MS).toISOString(),
      freeCancellationUntilLocal: times.freeUntilLocal,
      carsLeft,
      ...price,
    };
  }

  private placeOf(locations: RentalLocations, query: CarPlaceQuery, field: string): RentalLocation {
    if (query.locationId !== undefined) return this.locationOf(locations, query.locationId, field);
    const found = query.point ? locations.nearest(query.point) : null;
    if (!found) throw invalid(field, 'NO_LOCATION_NEARBY', 'no rental location within 60 km');
    return found;
  }

  private locationOf(locations: RentalLocations, id: string, field: string): RentalLocation {
    const location = locations.get(id);
    if (!location) throw invalid(field, 'UNKNOWN_LOCATION', `no rental location ${id}`);
    return location;
  }

  private call<T>(operation: CarSupplierOperation, run: (locations: RentalLocations) => Promise<T>): Promise<T> {
    return simulateCall('sandbox-cars', operation, this.latencyMs, this.faults, async () => run(await this.ready()));
  }

  private ready(): Promise<RentalLocations> {
    this.locations ??= this.options.places().then((places) => new RentalLocations(places));
    return this.locations;
  }
}

/** A location as the API shows it (without the sandbox's own flags). */
function publicLocation({ isMajor: _isMajor, ...location }: RentalLocation): CarLocation {
  return location;
}
