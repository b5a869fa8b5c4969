import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import { getUser, openSession } from '../../testing/auth-helpers';
import { api } from '../../testing/http-helpers';
import { queryCounter } from '../../testing/query-counter';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The lists cost the same queries at any page size: the page, its count, its booking counts. */

const counter = queryCounter();
let t: TestApp;
let owner: string;
let restricted: string;
const key = `q${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp({ onQuery: counter.onQuery });
  await seedDemo(t.db);
  owner = await openSession(t, 'demo', 'owner@demo.test');
  restricted = await openSession(t, 'demo', 'restricted@demo.test');
  const restrictedUser = await getUser(t, 'demo', 'restricted@demo.test');
  const agencyId = restrictedUser.agencyId;
  const clients = await t.db
    .insert(users)
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        agencyId,
        email: `${key}-${i}@example.test`,
        name: `Listed Person`,
        createdById: i % 2 === 0 ? restrictedUser.id : null,
      })),
    )
    .returning({ id: users.id });
  await t.db.insert(bookings).values(
    clients.flatMap(({ id }, i) =>
      [0, 1].map((n) => ({
        agencyId,
        userId: id,
        createdById: restrictedUser.id,
        vertical: 'hotel' as const,
        referenceNumber: `Q-${i}-${n}-${randomUUID().slice(0, 6)}`,
        status: 'confirmed' as const,
        supplier: 'sandbox',
        currency: 'USD',
        totalAmount: 1_000,
      })),
    ),
  );
});
afterAll(() => t.close());

describe('the clients and agents lists', () => {
  it.each([
    ['an owner', () => owner],
    ['a restricted agent', () => restricted],
  ])('answer a page of 5 and of 50 with the same three queries, for %s', async (_, token) => {
    const page = (limit: number) =>
      counter.during(() =>
        api(t, token(), { method: 'GET', url: `/api/agency/clients?limit=${limit}&searchQuery=${key}` }),
      );
    await page(1); // the first call also warms the agency and session caches
    const small = await page(5);
    const large = await page(50);
    expect(small.result.json().data.clients).toHaveLength(5);
    expect(large.result.json().data.clients).toHaveLength(50);
    expect(large.result.json().data.clients[0].bookingCount).toBe(2);
    expect(small.queries.length).toBe(large.queries.length);
    // The session look-up, then the page, its count and its booking counts.
    expect(large.queries.filter((sql) => /from "users"|from "bookings"/.test(sql)).length).toBeLessThanOrEqual(5);
  });

  it('answers the agents list in the same queries at any size', async () => {
    const page = (limit: number) =>
      counter.during(() => api(t, owner, { method: 'GET', url: `/api/agency/agents?limit=${limit}` }));
    await page(1);
    expect((await page(1)).queries.length).toBe((await page(50)).queries.length);
  });
});
