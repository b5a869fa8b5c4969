import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, type TravelerCount } from '@travel/contracts';
import { sessionRepo } from '../modules/auth/session.repo';
import type { Db } from '../platform/db/client';
import { bookings } from '../platform/db/schema';
import { hashToken, randomToken } from '../platform/security/tokens';
import { userRepo } from '../modules/user/user.repo';
import { agencyRepo } from '../modules/agency/agency.repo';
import { inDays } from './api-journey';
import { FlightJourney, type JourneyTraveler } from './flight-journey';
import { CarJourney } from './car-journey';
import { ActivityJourney } from './activity-journey';
import { HotelJourney, type JourneyRoom } from './hotel-journey';

const FAMILY: JourneyTraveler[] = [
  { type: 'ADT', givenName: 'Clara', familyName: 'Client', birthDate: '1986-05-14' },
  { type: 'ADT', givenName: 'Tomás', familyName: 'Client', birthDate: '1984-09-30' },
  { type: 'CHD', givenName: 'Inês', familyName: 'Client', birthDate: '2017-02-11' },
];
const CONTACT = { email: 'client@demo.test', phone: '+351 912 000 111' };

/** The family in one room: two adults and Inês, 9 on the day they travel. */
const FAMILY_ROOM: JourneyRoom = {
  guests: [
    { type: 'adult', givenName: 'Clara', familyName: 'Client' },
    { type: 'adult', givenName: 'Tomás', familyName: 'Client' },
    { type: 'child', givenName: 'Inês', familyName: 'Client', age: 9 },
  ],
};

/**
 * Gives the demo agency a few real bookings, made through the API as its client and agent
 * would: a family trip to New York paid and awaiting tickets, with its hotel paid; a ticketed
 * one-way trip to London, with a hotel booked and awaiting payment; a held flight booking
 * awaiting payment; a car from Lisbon airport to Porto paid, and a week's car in Lisbon awaiting
 * payment; a Lisbon tour for the family paid and a private tour of Lisbon awaiting payment; and
 * the agent's proposal of two Lisbon hotels to the client. Runs only while the
 * agency has no booking at all.
 */
export async function seedDemoBookings(app: FastifyInstance, db: Db, baseDomain: string): Promise<void> {
  const agency = await agencyRepo.findByCode(db, 'demo');
  if (!agency) return;
  const [existing] = await db.select({ n: count() }).from(bookings).where(eq(bookings.agencyId, agency.id));
  if ((existing?.n ?? 0) > 0) return;

  const opened: string[] = [];
  const sessionOf = async (email: string) => {
    const user = await userRepo.findByEmail(db, agency.id, email);
    if (!user) throw new Error(`demo user ${email} missing`);
    const token = randomToken(32);
    const session = await sessionRepo.create(db, {
      agencyId: agency.id,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      ip: null,
      userAgent: 'demo seed',
    });
    opened.push(session.id);
    return token;
  };

  try {
    const journey = new FlightJourney(app, `demo.${baseDomain}`);
    const client = await sessionOf('client@demo.test');
    const agent = await sessionOf('agent@demo.test');
    const family = { adults: 2, children: 1, infants: 0 };
    const oneAdult = { adults: 1, children: 0, infants: 0 };

    const trip = async (slices: object[], routeType: string, passengers: typeof family, fareFamily: string) => {
      const found = await journey.search(client, { routeType, slices, passengers, currency: 'EUR' });
      const quote = await journey.quote(client, FlightJourney.unchanged(found), fareFamily, passengers, 'EUR');
      const travelers = FAMILY.slice(0, passengers.adults).concat(FAMILY.slice(2, 2 + passengers.children));
      return journey.book(client, { quoteId: quote.quoteId, travelers, contact: CONTACT });
    };

    const flightTrips = async () => {
      const summer = await trip(
        [
          { origin: 'LIS', destination: 'JFK', departureDate: inDays(24) },
          { origin: 'JFK', destination: 'LIS', departureDate: inDays(31) },
        ],
        'Round-Trip',
        family,
        'Standard',
      );
      await journey.pay(client, summer.referenceNumber);

      const city = await trip(
        [{ origin: 'OPO', destination: 'LHR', departureDate: inDays(12) }],
        'One-Way',
        oneAdult,
        'Flex',
      );
      await journey.pay(client, city.referenceNumber);
      await journey.ticket(agent, city.referenceNumber);

      await trip([{ origin: 'LIS', destination: 'MAD', departureDate: inDays(40) }], 'One-Way', oneAdult, 'Basic');
    };

    const hotels = new HotelJourney(app, `demo.${baseDomain}`);
    const stay = async (city: string, start: number, end: number, room: JourneyRoom) => {
      const childAges = room.guests.flatMap((guest) => (guest.type === 'child' ? [guest.age] : []));
      const adults = room.guests.length - childAges.length;
      const { corelationId, page } = await hotels.search(client, {
        locationId: await hotels.city(city),
        stayPeriod: { start: inDays(start), end: inDays(end) },
        occupancies: [{ numOfRoom: 1, numOfAdults: adults, numOfChildren: childAges.length, childAges }],
        nationality: { name: 'Portugal', alpha2Code: 'PT' },
        currency: 'EUR',
      });
      // A refundable rate, free to cancel for a while yet.
      const quote = await hotels.quoteFirst(client, corelationId, page, (rate) => rate.refundable);
      return hotels.book(client, { quoteId: quote.quoteId, rooms: [room], contact: CONTACT });
    };

    const cars = new CarJourney(app, `demo.${baseDomain}`);
    const rental = async (start: number, days: number, search: object) => {
      const result = await cars.search(client, {
        location: { value: 'a-lis' },
        pickUpDateTime: `${inDays(start)}T10:00`,
        returnDateTime: `${inDays(start + days)}T10:00`,
        countryOfResidence: 'PT',
        currency: 'EUR',
        ...search,
      });
      // A compact with free cancellation, as most people rent.
      const car = CarJourney.first(
        result,
        (offer) => offer.size === 'Compact' && offer.cancellationPolicy.charge.includedRateInd,
      );
      const quote = await cars.checkout(client, car.carId, 'EUR');
      return cars.reserve(client, {
        quoteId: quote.quoteId,
        driver: { givenName: 'Clara', familyName: 'Client', age: car.driverAge },
        contact: CONTACT,
      });
    };
    const carRentals = async () => {
      // Lisbon airport to Porto for the London trip's return, paid; a week in Lisbon awaiting payment.
      const oneWay = await rental(14, 4, { dropOff: 'different', returnLocation: { value: 'a-opo' }, age: 38 });
      await cars.pay(client, oneWay.referenceNumber);
      await rental(40, 7, { age: 38 });
    };

    // The agent proposes two hotels in Lisbon to the client: the deal the client opens from its link.
    const proposal = async () => {
      const clientRow = await userRepo.findByEmail(db, agency.id, 'client@demo.test');
      if (!clientRow) throw new Error('demo client missing');
      const search = await hotels.search(agent, {
        locationId: await hotels.city('Lisbon'),
        stayPeriod: { start: inDays(45), end: inDays(48) },
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
        nationality: { name: 'Portugal', alpha2Code: 'PT' },
        currency: 'EUR',
      });
      await hotels.propose(agent, search, {
        clientId: clientRow.id,
        note: 'Two places by the river for your October weekend: breakfast included, free to cancel.',
        count: 2,
        wanted: (rate) => rate.refundable && rate.board === 'BB',
      });
    };

    // A Lisbon tour for the family, paid (2 adults and Inês); a private tour of Lisbon awaiting payment.
    const activities = new ActivityJourney(app, `demo.${baseDomain}`);
    const activityBookings = async () => {
      const { products } = await activities.search(client, 'c-pt-lisboa-lisbon', { specials: ['FREE_CANCELLATION'] });
      const details = await Promise.all(products.map((p) => activities.product(client, p.productCode)));
      const tour = details.find(
        (p) =>
          p.pricingType === 'PER_PERSON' &&
          p.confirmationType === 'INSTANT' &&
          p.ageBands.some((band) => band.band === 'CHILD'),
      );
      const privateTour = details.find((p) => p.pricingType === 'UNIT' && p.confirmationType === 'INSTANT');
      if (!tour || !privateTour) throw new Error('no Lisbon tour fits');
      const family: TravelerCount[] = [
        { band: 'ADULT', count: 2 },
        { band: 'CHILD', count: 1 },
      ];
      const tourSlot = await activities.slot(client, tour.productCode, 3, 10);
      const tourQuote = await activities.checkout(
        client,
        (await activities.check(client, tour.productCode, tourSlot, family)).holdId ?? '',
      );
      const paid = await activities.book(client, tourQuote, CONTACT, 'Client');
      await activities.pay(client, paid.referenceNumber);
      const privateSlot = await activities.slot(client, privateTour.productCode, 2, 20);
      const privateQuote = await activities.checkout(
        client,
        (await activities.check(client, privateTour.productCode, privateSlot, [{ band: 'TRAVELER', count: 2 }]))
          .holdId ?? '',
      );
      await activities.book(client, privateQuote, CONTACT, 'Client');
    };

    // The hotel vendors answer in up to 2 s each step: the stays are booked while the flights are.
    await Promise.all([
      carRentals(),
      activityBookings(),
      proposal(),
      flightTrips(),
      stay('New York', 24, 31, FAMILY_ROOM).then((booking) => hotels.pay(client, booking.referenceNumber)),
      stay('London', 12, 14, { guests: [{ type: 'adult', givenName: 'Clara', familyName: 'Client' }] }),
    ]);
  } finally {
    for (const id of opened) await sessionRepo.revoke(db, agency.id, id);
  }
}
