import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from './testing/jobs';
import { checkoutDrafts, quotes } from './platform/db/schema';
import {
  HOUR_MS,
  MINUTE_MS,
  api,
  itineraryWith,
  moveClock,
  openFlightWorld,
  quote,
  restoreClock,
  search,
  type FlightWorld,
} from './testing/flight-helpers';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let w: FlightWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await openFlightWorld(t);
});
afterAll(() => t.close());
afterEach(restoreClock);

async function storeDraft(quoteId: string): Promise<string> {
  const res = await api(t, w.client, { method: 'POST', url: '/api/flight/flightStore', payload: { quoteId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const quotesLeft = async (ids: string[]) =>
  (await t.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, ids))).map((row) => row.id).sort();
const draftsLeft = async (ids: string[]) =>
  (await t.db.select({ id: checkoutDrafts.id }).from(checkoutDrafts).where(inArray(checkoutDrafts.id, ids)))
    .map((row) => row.id)
    .sort();

describe('the quote-and-draft-retention job', () => {
  it('removes quotes and their drafts a day after they expired, and keeps the rest', async () => {
    const old = await quote(t, w.client, itineraryWith(w.itineraries, 'unchanged'));
    const oldDraft = await storeDraft(old.quoteId);
    const expiresAt = new Date(old.expiresAt).getTime();

    // Expired, but less than a day ago: kept, and the draft with it.
    moveClock(expiresAt - Date.now() + 23 * HOUR_MS);
    await runJob(t, 'quote-and-draft-retention');
    expect(await quotesLeft([old.quoteId])).toEqual([old.quoteId]);
    expect(await draftsLeft([oldDraft])).toEqual([oldDraft]);

    // A quote made now is still bookable when the old one has been expired for a day.
    moveClock(50 * MINUTE_MS);
    const fresh = await quote(t, w.client, itineraryWith(await search(t, w.client), 'unchanged'));
    const freshDraft = await storeDraft(fresh.quoteId);
    moveClock(20 * MINUTE_MS);
    await runJob(t, 'quote-and-draft-retention');

    expect(await quotesLeft([old.quoteId, fresh.quoteId])).toEqual([fresh.quoteId]);
    expect(await draftsLeft([oldDraft, freshDraft])).toEqual([freshDraft]);
  });
});
