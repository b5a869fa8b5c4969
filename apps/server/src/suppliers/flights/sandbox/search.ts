import type { CabinClass, FlightOffer, FlightSearchResult } from '../port';
import { findAirport } from '../reference/airports';
import { rankedTuples } from './combinations';
import { FARE_FAMILIES } from './fare-families';
import { ScheduleCache } from './leg-schedule';
import { assembleOffer, cabinsOf, viewSlice, type SliceView } from './offer-builder';
import type { OfferCodec, OfferPayload } from './offer-codec';
import type { ValidSearch, ValidSlice } from './search-request';
import { NO_SEATS_SOLD, seatedCount, type SoldSeats } from './seat-inventory';
import { buildSliceOptions, type SliceOption } from './slice-options';
import { MINUTE_MS } from '../../shared/zone-time';

/** Search and re-derivation: both are pure functions of the request and the search instant. */

export const OFFER_TTL_MINUTES = 30;
/** Flights leaving sooner than this after the search are no longer sold. */
export const SALES_CUTOFF_MINUTES = 120;
/** Shortest time between arriving on one slice and leaving on the next. */
const MIN_SLICE_GAP_MINUTES = 120;
const ALL_CABINS: readonly CabinClass[] = ['Economy', 'Premium', 'Business', 'First'];
const MAX_COMBINATIONS_EXAMINED = 50_000;

/** Options of one slice with their views per cabin, built on first use. */
class SliceOptions {
  /** By cabin, then option index. */
  private readonly views = new Map<CabinClass, (SliceView | null)[]>();

  constructor(
    readonly query: ValidSlice,
    readonly options: SliceOption[],
    private readonly issuedAtMs: number,
    private readonly sold: SoldSeats,
  ) {}

  view(index: number, cabin: CabinClass): SliceView | null {
    let views = this.views.get(cabin);
    if (!views) {
      views = [];
      this.views.set(cabin, views);
    }
    let view = views[index];
    if (view === undefined) {
      const option = this.options[index];
      view = option
        ? viewSlice(
            option,
            cabin,
            this.query.origin,
            this.query.destination,
            this.query.date,
            this.issuedAtMs,
            this.sold,
          )
        : null;
      views[index] = view;
    }
    return view;
  }
}

function optionsFor(slices: ValidSlice[], issuedAtMs: number, sold: SoldSeats): SliceOptions[] {
  const cache = new ScheduleCache();
  const notBeforeUtc = issuedAtMs + SALES_CUTOFF_MINUTES * MINUTE_MS;
  return slices.map(
    (slice) =>
      new SliceOptions(
        slice,
        buildSliceOptions(
          { origin: slice.origin, destination: slice.destination, date: slice.date, notBeforeUtc },
          cache,
        ),
        issuedAtMs,
        sold,
      ),
  );
}

/** Whether each slice leaves well after the previous one lands. */
function isInSequence(options: SliceOption[]): boolean {
  for (let i = 1; i < options.length; i += 1) {
    const previous = options[i - 1]?.legs.at(-1);
    const next = options[i]?.legs[0];
    if (previous && next && next.departureUtc < previous.arrivalUtc + MIN_SLICE_GAP_MINUTES * MINUTE_MS) return false;
  }
  return true;
}

/** Cheapest first, then shortest, then by id so the order never depends on the sort. */
function sortOffers(offers: FlightOffer[]): FlightOffer[] {
  const durations = new Map(
    offers.map((offer) => [offer, offer.slices.reduce((sum, s) => sum + s.durationMinutes, 0)]),
  );
  return offers.sort(
    (a, b) =>
      a.price.total.amount - b.price.total.amount ||
      (durations.get(a) ?? 0) - (durations.get(b) ?? 0) ||
      (a.id < b.id ? -1 : 1),
  );
}

/**
 * The offers of a search, cheapest first. `sold` is what the airline has sold on the flights of
 * the searched dates: an offer needs a seat on each of its flights for every passenger with a seat.
 */
export function searchOffers(
  search: ValidSearch,
  nowMs: number,
  codec: OfferCodec,
  sold: SoldSeats = NO_SEATS_SOLD,
): FlightSearchResult {
  const issuedAtMs = Math.floor(nowMs / 1000) * 1000;
  const expiresAt = new Date(issuedAtMs + OFFER_TTL_MINUTES * MINUTE_MS).toISOString();
  const perSlice = optionsFor(search.slices, issuedAtMs, sold);
  const seated = seatedCount(search.passengers);
  const cabins = search.cabin === 'NoPreference' ? ALL_CABINS : [search.cabin];
  const encodeId = codec.forSearch({
    issuedAtMs,
    cabinPreference: search.cabin,
    passengers: search.passengers,
    slices: search.slices.map((s) => ({
      origin: s.origin.code,
      destination: s.destination.code,
      departureDate: s.date,
    })),
  });
  // Only options sold in the cabin asked for take part, and the walk through combinations is
  // bounded, so trips whose slices rarely fit together (same-day multi-city) still end fast.
  const candidates = perSlice.map((slice) =>
    slice.options.flatMap((option, index) => (cabins.some((c) => cabinsOf(option).includes(c)) ? [index] : [])),
  );
  const offers: FlightOffer[] = [];
  const sliceCount = perSlice.length;
  const tuple = new Array<number>(sliceCount).fill(-1);
  const chosen: SliceOption[] = [];
  let examined = 0;
  for (const ranks of rankedTuples(candidates.map((indexes) => indexes.length))) {
    if ((examined += 1) > MAX_COMBINATIONS_EXAMINED) break;
    chosen.length = 0;
    for (let i = 0; i < sliceCount; i += 1) {
      const index = candidates[i]?.[ranks[i] ?? -1] ?? -1;
      tuple[i] = index;
      const option = perSlice[i]?.options[index];
      if (option) chosen.push(option);
    }
    if (!isInSequence(chosen)) continue;
    let optionKeys: string[] | undefined;
    for (const cabin of cabins) {
      if (!chosen.every((option) => cabinsOf(option).includes(cabin))) continue;
      const views: SliceView[] = [];
      for (let i = 0; i < sliceCount; i += 1) {
        const view = perSlice[i]?.view(tuple[i] ?? -1, cabin);
        if (view) views.push(view);
      }
      optionKeys ??= chosen.map((option) => option.key);
      const id = encodeId(cabin, optionKeys);
      const offer = assembleOffer(views, { id, expiresAt, cabin, passengers: search.passengers, adjustment: 1 });
      if (offer.seatsLeft < seated) continue;
      offers.push(offer);
      if (offers.length >= search.maxResults) break;
    }
    if (offers.length >= search.maxResults) break;
  }
  return {
    offers: sortOffers(offers),
    fareFamilies: [...FARE_FAMILIES],
    searchedAt: new Date(issuedAtMs).toISOString(),
    expiresAt,
  };
}

/** Prices a re-derived offer with a multiplier on its base fares (1: as searched). */
export type OfferPricer = (adjustment: number) => FlightOffer;

/** The offer a payload names, re-derived from the schedule; null when it no longer exists. */
export function rederiveOffer(
  payload: OfferPayload,
  offerId: string,
  sold: SoldSeats = NO_SEATS_SOLD,
): OfferPricer | null {
  if (payload.cabinPreference !== 'NoPreference' && payload.cabinPreference !== payload.cabin) return null;
  const slices: ValidSlice[] = [];
  for (const slice of payload.slices) {
    const origin = findAirport(slice.origin);
    const destination = findAirport(slice.destination);
    if (!origin || !destination) return null;
    slices.push({ origin, destination, date: slice.departureDate });
  }
  const perSlice = optionsFor(slices, payload.issuedAtMs, sold);
  const views: SliceView[] = [];
  const chosen: SliceOption[] = [];
  for (const [i, slice] of perSlice.entries()) {
    const index = slice.options.findIndex((option) => option.key === payload.optionKeys[i]);
    const view = index < 0 ? null : slice.view(index, payload.cabin);
    const option = slice.options[index];
    if (!view || !option) return null;
    views.push(view);
    chosen.push(option);
  }
  if (!isInSequence(chosen)) return null;
  const expiresAt = new Date(payload.issuedAtMs + OFFER_TTL_MINUTES * MINUTE_MS).toISOString();
  return (adjustment) =>
    assembleOffer(views, { id: offerId, expiresAt, cabin: payload.cabin, passengers: payload.passengers, adjustment });
}
