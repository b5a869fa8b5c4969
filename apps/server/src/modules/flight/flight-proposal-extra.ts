import { z } from 'zod';
import { CABIN_PREFERENCES, FARE_FAMILIES, FLIGHT_SHOP_MAX_RESULTS } from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import type { FlightOffer } from '../../suppliers/flights/port';
import type { FlightSupplier } from '../../suppliers/flights/port';
import { callSupplier } from '../booking/supplier-errors';
import type { PricingService } from '../pricing/pricing.service';
import { checkedOffer, type ProposalExtraPort } from '../proposal/proposal-extra.port';
import { netPriceOf } from './flight-pricing';

/**
 * What a proposal keeps of a flight: the search that finds it again (an offer id lives minutes)
 * and the itinerary's identity in it: every segment's airline, number and local departure, and
 * the fare family.
 */
const flightKeySchema = z.object({
  slices: z.array(z.object({ origin: z.string(), destination: z.string(), departureDate: z.string() })),
  passengers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  cabin: z.enum(CABIN_PREFERENCES),
  fareFamily: z.enum(FARE_FAMILIES),
  segments: z.array(z.array(z.string())),
});

/** A flight booking's details as far as a proposal matches them. */
const bookedFlightSchema = z.object({
  flights: z.array(
    z.object({
      segments: z.array(
        z.object({ airlineCode: z.string(), flightNumber: z.string(), departure: z.object({ local: z.string() }) }),
      ),
    }),
  ),
});

const segmentId = (airline: string, number: string, local: string) => `${airline}${number}@${local}`;
const segmentsOf = (offer: FlightOffer) =>
  offer.slices.map((slice) =>
    slice.segments.map((segment) => segmentId(segment.marketingCarrier, segment.flightNumber, segment.departure.local)),
  );
const isSameItinerary = (a: string[][], b: string[][]) => JSON.stringify(a) === JSON.stringify(b);

/** Flights as a proposal's extra: an itinerary's fare family, found again by searching the same trip. */
export function flightProposalExtra(supplier: FlightSupplier, pricing: PricingService): ProposalExtraPort<'flight'> {
  return {
    kind: 'flight',
    async propose({ agency, pricedFor, currency }, input, field) {
      const repriced = await checkedOffer(field, () =>
        callSupplier(() => supplier.reprice(input.offerId, input.fareFamily, input.passengers)),
      );
      if (repriced.status === 'sold_out') throw AppError.invalid(field, 'validation.invalid');
      const { offer } = repriced;
      const first = offer.slices[0]?.segments[0];
      const lastSlice = offer.slices[offer.slices.length - 1];
      const last = lastSlice?.segments[lastSlice.segments.length - 1];
      if (!first || !last) throw AppError.invalid(field, 'validation.invalid');
      const pricer = await pricing.pricer(agency.id, pricedFor, null, currency);
      return {
        summary: {
          title: [offer.slices[0]?.origin, ...offer.slices.map((slice) => slice.destination)].join(' → '),
          provider: offer.validatingCarrierName,
          place: `${first.departure.airport} → ${last.arrival.airport}`,
          start: first.departure.local,
          end: last.arrival.local,
          image: null,
          total: pricer.total(netPriceOf(repriced.price)),
        },
        offer: {
          slices: offer.slices.map(({ origin, destination, departureDate }) => ({
            origin,
            destination,
            departureDate,
          })),
          passengers: input.passengers,
          cabin: offer.cabin,
          fareFamily: input.fareFamily,
          segments: segmentsOf(offer),
        } satisfies z.infer<typeof flightKeySchema>,
      };
    },
    async priceNow({ agency, pricedFor, currency }, stored) {
      const key = flightKeySchema.parse(stored);
      const result = await callSupplier(() =>
        supplier.search({
          slices: key.slices,
          passengers: key.passengers,
          cabin: key.cabin,
          maxResults: FLIGHT_SHOP_MAX_RESULTS,
        }),
      );
      const offer = result.offers.find((candidate) => isSameItinerary(segmentsOf(candidate), key.segments));
      const fare = offer?.fareFamilies.find((candidate) => candidate.fareFamily === key.fareFamily);
      if (!offer || !fare || offer.seatsLeft < key.passengers.adults + key.passengers.children)
        return { status: 'soldOut' };
      const pricer = await pricing.pricer(agency.id, pricedFor, null, currency);
      return { status: 'available', total: pricer.total(netPriceOf(fare.price)) };
    },
    isBookingOf(stored, details) {
      const key = flightKeySchema.safeParse(stored);
      const booked = bookedFlightSchema.safeParse(details);
      if (!key.success || !booked.success) return false;
      const segments = booked.data.flights.map((leg) =>
        leg.segments.map((segment) => segmentId(segment.airlineCode, segment.flightNumber, segment.departure.local)),
      );
      return isSameItinerary(segments, key.data.segments);
    },
  };
}
