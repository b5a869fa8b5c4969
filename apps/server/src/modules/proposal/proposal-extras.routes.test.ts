import {
  formatMoney,
  type ActivityProduct,
  type HotelDeal,
  type HotelPage,
  type ProposalDetail,
} from '@travel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalExtras, proposals, users, type UserRow } from '../../platform/db/schema';
import { findProduct, plainProduct, slotOf } from '../../testing/activity-helpers';
import { COASTAL, DEMO, getUser, lastMail, signIn } from '../../testing/auth-helpers';
import { carSearch, quoteOf, reserved, searchCars } from '../../testing/car-helpers';
import { FAMILY, itineraryWith, roundTrip, search as searchFlights } from '../../testing/flight-helpers';
import { pollUntilComplete, startSearch } from '../../testing/hotel-helpers';
import { api, expectError } from '../../testing/http-helpers';
import { firstRateOf } from '../../testing/proposal-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemo } from '../../seed/seed';

let t: TestApp;
let agentToken: string;
let client: UserRow;
let corelationId: string;
let hotels: HotelPage['hotels'];
let product: ActivityProduct;
let slot: { date: string; startTime: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  agentToken = await signIn(t, DEMO, 'agent@demo.test');
  client = await getUser(t, 'demo', 'client@demo.test');
  corelationId = (await startSearch(t, agentToken)).corelationId;
  hotels = (await pollUntilComplete(t, agentToken, corelationId)).hotels;
  product = await findProduct(t, agentToken, plainProduct);
  slot = await slotOf(t, agentToken, product.productCode, 2, 3);
});
afterAll(() => t.close());

const hotelOption = async (index: number) => {
  const { hotelId, vendor, rate } = await firstRateOf(t, agentToken, corelationId, hotels, index);
  return { hotelId, vendor, rateKey: rate.rateKey };
};
const carExtra = async () => {
  const [car] = (await searchCars(t, agentToken, carSearch({}, 40))).cars;
  if (!car) throw new Error('no car offered');
  return { kind: 'car' as const, carId: car.carId, car };
};
const activityExtra = () => ({
  kind: 'activity' as const,
  productCode: product.productCode,
  date: slot.date,
  startTime: slot.startTime,
  travelers: [{ band: 'ADULT', count: 2 }],
});
const post = (token: string | null, payload: object, host = DEMO) =>
  api(t, token, { method: 'POST', url: '/api/agency/proposal', payload }, host);
const put = (token: string | null, id: string, payload: object, host = DEMO) =>
  api(t, token, { method: 'PUT', url: `/api/agency/proposal/${id}`, payload }, host);
const detail = async (id: string) => {
  const res = await api(t, agentToken, { method: 'GET', url: `/api/agency/proposal/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProposalDetail;
};
const openDeal = async (proposalId: string) => {
  const res = await api(t, null, { method: 'GET', url: `/api/v2/hotel/proposal?proposalId=${proposalId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HotelDeal;
};

async function propose(extras: object[], send = true) {
  const { car: _car, ...car } = await carExtra();
  const res = await post(agentToken, {
    corelationId,
    clientId: client.id,
    options: [await hotelOption(0)],
    extras: extras.map((extra) => (extra === CAR ? car : extra)),
    send,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { proposalId: string }).proposalId;
}
/** Stands for a car of a fresh search in `propose`'s extras. */
const CAR = { kind: 'car' };

describe('proposal extras: a flight, car or activity beside the hotels', () => {
  it('keeps a car and an activity priced for the client, and the deal prices each again', async () => {
    const id = await propose([CAR, activityExtra()]);
    const proposal = await detail(id);
    expect(proposal.extras.map((extra) => extra.kind)).toEqual(['car', 'activity']);
    const [car, activity] = proposal.extras;
    expect(car).toMatchObject({ place: 'Lisbon Portela Airport', booking: null });
    expect(car?.start).toMatch(/T10:00$/);
    expect(activity).toMatchObject({ title: product.title, start: `${slot.date}T${slot.startTime}`, booking: null });
    expect(activity?.total).toBeGreaterThan(0);

    const deal = await openDeal(id);
    expect(deal.extras).toHaveLength(2);
    // The activity's slot checked again at once: the same price.
    expect(deal.extras[1]?.now).toEqual({ status: 'unchanged', total: activity?.total });
    // The car found again by a new search of the same rental (its price may have moved since).
    expect(['unchanged', 'changed']).toContain(deal.extras[0]?.now.status);
    expect(deal.extras[0]?.now.total).toBeGreaterThan(0);
  });

  it("names the car and its price for the client in the client's e-mail, in the client's language", async () => {
    const id = await propose([CAR]);
    const { currency, extras } = await detail(id);
    const [car] = extras;
    if (!car) throw new Error('a car expected');
    const price = (language: string) => formatMoney({ amount: car.total, currency }, language);
    expect((await lastMail(t, client.email, 'proposal-sent')).text).toContain(
      `Car rental: ${car.title} (${car.provider}), ${price('en')}`,
    );
    // Sent again to a client who reads Portuguese: the words and the money are theirs.
    await t.db.update(users).set({ language: 'pt' }).where(eq(users.id, client.id));
    try {
      const res = await api(t, agentToken, {
        method: 'POST',
        url: '/api/agency/proposal/sendAllowedProposalEmail',
        payload: { proposalId: id },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await lastMail(t, client.email, 'proposal-sent');
      expect(mail.text).toContain(`Aluguel de carro: ${car.title} (${car.provider}), ${price('pt')}`);
      expect(price('pt')).not.toBe(price('en'));
    } finally {
      await t.db.update(users).set({ language: client.language }).where(eq(users.id, client.id));
    }
  });

  it('keeps a flight found again by the same trip, its fare family priced for the client', async () => {
    const itinerary = itineraryWith(await searchFlights(t, agentToken, roundTrip('LIS', 'MAD')), 'unchanged');
    const fareFamily = itinerary.fares[0]?.fareFamily ?? 'Basic';
    const id = await propose([{ kind: 'flight', offerId: itinerary.id, fareFamily, passengers: FAMILY }]);
    const [flight] = (await detail(id)).extras;
    expect(flight).toMatchObject({ kind: 'flight', title: 'LIS → MAD → LIS', place: 'LIS → LIS', booking: null });
    const deal = await openDeal(id);
    expect(deal.extras[0]?.now).toEqual({ status: 'unchanged', total: flight?.total });
  });

  it('says an extra costs something else now, or is sold out', async () => {
    const id = await propose([CAR, activityExtra()]);
    const rows = await t.db.select().from(proposalExtras).where(eq(proposalExtras.proposalId, id));
    const car = rows.find((row) => row.kind === 'car');
    const activity = rows.find((row) => row.kind === 'activity');
    if (!car || !activity) throw new Error('two extras expected');
    // What the agent saw: the activity 10.00 cheaper; the car a category the company does not rent.
    await t.db
      .update(proposalExtras)
      .set({ summary: { ...activity.summary, total: activity.summary.total - 1000 } })
      .where(eq(proposalExtras.id, activity.id));
    await t.db
      .update(proposalExtras)
      .set({ offer: { ...car.offer, acriss: 'ZZZZ' } })
      .where(eq(proposalExtras.id, car.id));
    const deal = await openDeal(id);
    expect(deal.extras[0]?.now).toEqual({ status: 'soldOut', total: null });
    expect(deal.extras[1]?.now).toEqual({ status: 'changed', total: activity.summary.total });
  });

  it('refuses bad extras with a 400 per field and keeps nothing', async () => {
    const before = await t.db.$count(proposals);
    const base = { corelationId, clientId: client.id, options: [await hotelOption(0)] };
    expectError(
      await post(agentToken, { ...base, extras: [{ kind: 'car', carId: 'forged.offer' }] }),
      400,
      'VALIDATION_FAILED',
      {
        details: { 'extras.0.carId': 'Invalid value' },
      },
    );
    expectError(
      await post(agentToken, { ...base, extras: [activityExtra(), activityExtra()] }),
      400,
      'VALIDATION_FAILED',
      { details: { 'extras.1.kind': 'Invalid value' } },
    );
    expectError(
      await post(agentToken, { ...base, extras: [{ ...activityExtra(), startTime: '3 pm' }] }),
      400,
      'VALIDATION_FAILED',
      { details: { 'extras.0.startTime': 'Invalid value' } },
    );
    expectError(await post(agentToken, { ...base, extras: [{ kind: 'boat' }] }), 400, 'VALIDATION_FAILED');
    expect(await t.db.$count(proposals)).toBe(before);
  });

  it('links an extra to the car the client booked after answering, and to no other proposal', async () => {
    const id = await propose([CAR]);
    const other = await propose([CAR]);
    const clientToken = await signIn(t, DEMO, 'client@demo.test');
    for (const proposalId of [id, other]) {
      const res = await api(t, null, {
        method: 'POST',
        url: '/api/v2/hotel/proposal/answer',
        payload: { proposalId, answer: 'approved', optionIndex: 0 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [kept] = await t.db.select().from(proposalExtras).where(eq(proposalExtras.proposalId, id));
    const key = kept?.offer as { vendorCode: string; acriss: string };
    const { cars } = await searchCars(t, clientToken, carSearch({}, 40));
    const same = cars.find((car) => car.vendorCode === key.vendorCode && car.acriss === key.acriss);
    if (!same) throw new Error('the proposed car is offered again');
    const booking = await reserved(t, clientToken, await quoteOf(t, clientToken, same));

    const [first, second] = [await detail(id), await detail(other)];
    expect(first.extras[0]?.booking).toMatchObject({ referenceNumber: booking.referenceNumber });
    // Held by the first proposal: the other one's car stays unbooked, and neither reads booked (no hotel booked).
    expect(second.extras[0]?.booking).toBeNull();
    expect(first.status).toBe('approved');
    expect((await openDeal(id)).extras[0]?.booking?.referenceNumber).toBe(booking.referenceNumber);
  });
});

describe('PUT /api/agency/proposal/{id}', () => {
  it("changes a draft's hotel options, extras, note and validity, then refuses once it is sent", async () => {
    const res = await post(agentToken, {
      corelationId,
      clientId: client.id,
      options: [await hotelOption(0), await hotelOption(1)],
    });
    const { proposalId: id } = res.json().data as { proposalId: string };
    const { car: _car, ...car } = await carExtra();
    const edited = await put(agentToken, id, {
      keepOptions: [1],
      extras: [car],
      note: 'Just the second',
      validDays: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = edited.json().data as ProposalDetail;
    expect(changed.options.map((option) => option.hotelId)).toEqual([hotels[1]?.hotelId]);
    expect(changed.extras.map((extra) => extra.kind)).toEqual(['car']);
    expect(changed.note).toBe('Just the second');

    // Keeps the car, adds the activity and a hotel of a new search of the same stay.
    const again = await put(agentToken, id, {
      corelationId,
      keepOptions: [0],
      options: [await hotelOption(2)],
      keepExtras: ['car'],
      extras: [activityExtra()],
    });
    expect(again.statusCode, again.body).toBe(200);
    const both = again.json().data as ProposalDetail;
    expect(both.options).toHaveLength(2);
    expect(both.extras.map((extra) => extra.kind)).toEqual(['car', 'activity']);
    expect(both.note).toBe('');

    const sent = await api(t, agentToken, {
      method: 'POST',
      url: '/api/agency/proposal/sendAllowedProposalEmail',
      payload: { proposalId: id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expectError(await put(agentToken, id, { keepOptions: [0] }), 400, 'VALIDATION_FAILED', {
      message: 'Only a draft can be changed: this proposal has already been sent.',
    });
    expect((await detail(id)).extras).toHaveLength(2);
  });

  it('refuses bad input per field and changes nothing; another agency does not find it', async () => {
    const res = await post(agentToken, { corelationId, clientId: client.id, options: [await hotelOption(0)] });
    const { proposalId: id } = res.json().data as { proposalId: string };
    expectError(await put(agentToken, id, { keepOptions: [4] }), 400, 'VALIDATION_FAILED', {
      details: { 'keepOptions.0': 'Invalid value' },
    });
    expectError(await put(agentToken, id, { options: [await hotelOption(1)] }), 400, 'VALIDATION_FAILED', {
      details: { corelationId: 'Required' },
    });
    expectError(await put(agentToken, id, { keepOptions: [] }), 400, 'VALIDATION_FAILED', {
      details: { options: 'Required' },
    });
    expectError(
      await put(agentToken, id, { keepOptions: [0], keepExtras: ['activity'], extras: [activityExtra()] }),
      400,
      'VALIDATION_FAILED',
      { details: { 'extras.0.kind': 'Invalid value' } },
    );
    expect((await detail(id)).options).toHaveLength(1);
    const coastal = await signIn(t, COASTAL, 'owner@coastal.test');
    expectError(await put(coastal, id, { keepOptions: [0] }, COASTAL), 404, 'NOT_FOUND');
    const clientToken = await signIn(t, DEMO, 'client@demo.test');
    expectError(await put(clientToken, id, { keepOptions: [0] }), 403, 'FORBIDDEN');
  });
});
