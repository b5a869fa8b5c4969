import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments, sandboxGatewayCharges } from '../platform/db/schema';
import { TEST_CARDS } from '../seed/api-journey';
import { seedDemo } from '../seed/seed';
import { createUser, DEMO, getUser, openSession, withCookie } from './auth-helpers';
import type { TestApp } from './test-app';

/** What any vertical's booking tests use: the people, the card payment, the money rows. */

/** The sandbox gateway's test cards (README, "test cards"); the demo seed pays with the same. */
export const CARD = TEST_CARDS;

/** A gateway token for a test card (the card never touches the API). */
export async function cardToken(t: TestApp, number: string = CARD.visa): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/v1/tokens',
    headers: { host: DEMO },
    payload: { number, expMonth: 12, expYear: 2031, cvc: '123', name: 'Ana Silva' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/**
 * POST a vertical's payment call (`url`, e.g. '/api/flight/payment') with a card token and an
 * idempotency key; `language` is the page's (the API client's Accept-Language), which the
 * confirmation mail is written in.
 */
export function payRequestAt(
  t: TestApp,
  url: string,
  token: string,
  referenceNumber: string,
  paymentToken: string,
  key: string = randomUUID(),
  host = DEMO,
  language: 'en' | 'pt' | 'es' = 'en',
) {
  return t.request(
    host,
    withCookie(token, {
      method: 'POST',
      url,
      payload: { referenceNumber, paymentToken },
      headers: { 'idempotency-key': key, 'accept-language': language },
    }),
  );
}

/** Pays a booking with the visa test card from the site in `language` (its confirmation mail is in it). */
export async function payByCard(
  t: TestApp,
  url: string,
  token: string,
  referenceNumber: string,
  language: 'en' | 'pt' | 'es' = 'en',
) {
  return payRequestAt(t, url, token, referenceNumber, await cardToken(t), randomUUID(), DEMO, language);
}

/** The booking's payment rows (charges and refunds), oldest first. */
export async function paymentRowsOf(t: TestApp, bookingId: string) {
  const rows = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The sandbox gateway's charges for a booking (its charges are keyed 'booking:<id>:<token>'). */
export function gatewayChargesOf(t: TestApp, bookingId: string) {
  return t.db
    .select()
    .from(sandboxGatewayCharges)
    .where(like(sandboxGatewayCharges.idempotencyKey, `booking:${bookingId}:%`));
}

/** The people most booking tests start from. */
export interface World {
  /** Session tokens: the demo agency's client, a second client, an agent, a restricted agent, the owner, an admin. */
  client: string;
  otherClient: string;
  agent: string;
  restricted: string;
  owner: string;
  admin: string;
  /** The coastal agency's owner (use with the COASTAL host). */
  coastalOwner: string;
  clientId: string;
  otherClientId: string;
  agentId: string;
}

/** Seeds the demo agencies and exchange rates and opens a session for each role. */
export async function openWorld(t: TestApp): Promise<World> {
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  const other = await createUser(t, 'demo', { name: 'Otto Other' });
  return {
    client: await openSession(t, 'demo', 'client@demo.test'),
    otherClient: await openSession(t, 'demo', other.email),
    agent: await openSession(t, 'demo', 'agent@demo.test'),
    restricted: await openSession(t, 'demo', 'restricted@demo.test'),
    owner: await openSession(t, 'demo', 'owner@demo.test'),
    admin: await openSession(t, 'demo', 'admin@demo.test'),
    coastalOwner: await openSession(t, 'coastal', 'owner@coastal.test'),
    clientId: (await getUser(t, 'demo', 'client@demo.test')).id,
    otherClientId: other.id,
    agentId: (await getUser(t, 'demo', 'agent@demo.test')).id,
  };
}

/**
 * A 3-D Secure payment: paid at `url` with the challenge card (requires_action, the challenge
 * returning to `back`), the challenge approved at the sandbox gateway, then paid again with the
 * same card. Answers the first and the second answer's data.
 */
/** Approves a payment's 3-D Secure challenge on the sandbox bank's page, as the customer would. */
export function approveChallenge(t: TestApp, challengeUrl: string) {
  const url = new URL(challengeUrl, 'http://x');
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { host: DEMO },
    payload: { outcome: 'approve', return: url.searchParams.get('return') ?? '' },
  });
}

export async function payWithChallenge(t: TestApp, url: string, token: string, referenceNumber: string, back: string) {
  const card = await cardToken(t, CARD.challenge);
  const first = (await payRequestAt(t, url, token, referenceNumber, card)).json().data;
  expect(first.status).toBe('requires_action');
  expect(first.challengeUrl).toContain(`?return=${encodeURIComponent(back)}`);
  const approved = await approveChallenge(t, first.challengeUrl);
  expect(approved.headers.location).toBe(`${back}&challenge=approved`);
  const second = (await payRequestAt(t, url, token, referenceNumber, card)).json().data;
  return { first, second };
}

/** A document download as a browser opens it from a link: the app's language cookie, the browser's own header. */
export const readerCookie = (language: 'pt' | 'es') => ({
  cookies: { i18next: language },
  headers: { 'accept-language': 'en-US,en;q=0.9' },
});
