import { describe, expect, it } from 'vitest';
import {
  FlightSupplierErrorCode as Code,
  isFlightSupplierError,
  type FlightOffer,
  type PassengerCounts,
} from '../port';
import { predictRepriceStatus } from './reprice-rule';
import { CONTACT, createSandbox, searchRequest, slice, travellers } from './test-support';

/** The sandbox airline's seats: a booking takes them, a cancel or a lapse gives them back. */

const HOUR = 3_600_000;
const TWO_AND_LAP_INFANT: PassengerCounts = { adults: 2, children: 0, infants: 1 };
const ONE: PassengerCounts = { adults: 1, children: 0, infants: 0 };

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isFlightSupplierError(error)) throw new Error(`expected a FlightSupplierError, got ${String(error)}`);
  return error.code;
}

type Sandbox = ReturnType<typeof createSandbox>;
const search = (sandbox: Sandbox, passengers: PassengerCounts) =>
  sandbox.supplier.search(searchRequest([slice('LIS', 'JFK', '2026-12-10')], { passengers, maxResults: 1000 }));
const flightOf = (offer: FlightOffer) =>
  offer.slices.map((s) => s.segments.map((g) => g.flightNumber).join('+')).join();
const sameFlights = (offers: FlightOffer[], like: FlightOffer) =>
  offers.find((offer) => flightOf(offer) === flightOf(like) && offer.cabin === like.cabin);

/** An unchanged direct offer with `min` to `max` seats left. */
async function directWithSeats(sandbox: Sandbox, passengers: PassengerCounts, min: number, max: number) {
  const { offers } = await search(sandbox, passengers);
  const offer = offers.find(
    (o) =>
      o.slices.every((s) => s.stops === 0) &&
      o.seatsLeft >= min &&
      o.seatsLeft <= max &&
      predictRepriceStatus(o.id) === 'unchanged',
  );
  if (!offer) throw new Error(`no direct offer with ${min}-${max} seats`);
  return offer;
}

const book = (sandbox: Sandbox, offer: FlightOffer, passengers: PassengerCounts, key?: string) =>
  sandbox.supplier.book({
    offerId: offer.id,
    fareFamily: 'Standard',
    passengers: travellers(passengers),
    contact: CONTACT,
    ...(key ? { idempotencyKey: key } : {}),
  });

describe('sandbox airline seats', () => {
  it('a booking takes a seat per adult and child (not the infant on a lap), and the next search shows it', async () => {
    const sandbox = createSandbox();
    const offer = await directWithSeats(sandbox, TWO_AND_LAP_INFANT, 4, 300);
    await book(sandbox, offer, TWO_AND_LAP_INFANT);
    const after = sameFlights((await search(sandbox, ONE)).offers, offer);
    expect(after?.seatsLeft).toBe(offer.seatsLeft - 2);
  });

  it('offers a flight only with a seat for every seated traveller; reprice and booking refuse the rest', async () => {
    const sandbox = createSandbox();
    const offer = await directWithSeats(sandbox, ONE, 2, 9);
    const party: PassengerCounts = { adults: offer.seatsLeft, children: 0, infants: 0 };
    const tooMany: PassengerCounts = { adults: offer.seatsLeft, children: 1, infants: 0 };
    expect(sameFlights((await search(sandbox, party)).offers, offer)?.seatsLeft).toBe(offer.seatsLeft);
    expect(sameFlights((await search(sandbox, tooMany)).offers, offer)).toBeUndefined();

    // Bought down to one seat: a party of two no longer gets it, at search, reprice or booking.
    const pair: PassengerCounts = { adults: 2, children: 0, infants: 0 };
    const pairOffer = sameFlights((await search(sandbox, pair)).offers, offer);
    if (!pairOffer) throw new Error('no offer for two');
    for (let left = offer.seatsLeft; left > 1; left -= 1) {
      const single = sameFlights((await search(sandbox, ONE)).offers, offer);
      if (!single) throw new Error('sold out too early');
      await book(sandbox, single, ONE);
    }
    expect(sameFlights((await search(sandbox, ONE)).offers, offer)?.seatsLeft).toBe(1);
    expect(sameFlights((await search(sandbox, pair)).offers, offer)).toBeUndefined();
    expect((await sandbox.supplier.reprice(pairOffer.id, 'Standard', pair)).status).toBe('sold_out');
    expect(await errorCode(book(sandbox, pairOffer, pair))).toBe(Code.SOLD_OUT);
  });

  it('a cancel gives the seats back; so does a hold that lapses at its ticketing time limit', async () => {
    const sandbox = createSandbox();
    const offer = await directWithSeats(sandbox, ONE, 3, 300);
    const seatsLeft = async () => sameFlights((await search(sandbox, ONE)).offers, offer)?.seatsLeft;
    const cancelled = await book(sandbox, offer, ONE);
    const pair: PassengerCounts = { adults: 2, children: 0, infants: 0 };
    const pairOffer = sameFlights((await search(sandbox, pair)).offers, offer);
    if (!pairOffer) throw new Error('no offer for two');
    const lapsing = await book(sandbox, pairOffer, pair);
    expect(await seatsLeft()).toBe(offer.seatsLeft - 3);
    await sandbox.supplier.cancel(cancelled.pnr);
    expect(await seatsLeft()).toBe(offer.seatsLeft - 2);
    // A cancel asked again gives nothing back twice.
    expect(await errorCode(sandbox.supplier.cancel(cancelled.pnr))).toBe(Code.ALREADY_CANCELLED);
    expect(await seatsLeft()).toBe(offer.seatsLeft - 2);

    // Past the time limit the next search finds the hold lapsed (nobody retrieved it) and its seats back.
    sandbox.clock.advanceMinutes(
      (Date.parse(lapsing.ticketingTimeLimit) - sandbox.clock.now().getTime() + HOUR) / 60_000,
    );
    const later = await search(sandbox, ONE);
    expect(sameFlights(later.offers, offer)?.seatsLeft).toBe(offer.seatsLeft);
    expect((await sandbox.supplier.retrieve(lapsing.pnr)).status).toBe('cancelled');
  });
});
