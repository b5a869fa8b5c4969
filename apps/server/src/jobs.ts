import type { Db } from './platform/db/client';
import { purgeIdempotencyKeys } from './platform/http/idempotency';
import type { JobDefinition } from './platform/jobs/scheduler';
import { sessionRepo } from './modules/auth/session.repo';
import { tokenRepo } from './modules/auth/token.repo';
import type { BookingPayments } from './modules/booking/booking-payments';
import { quoteRepo } from './modules/pricing/quote.repo';
import { hotelSearchRepo } from './modules/hotel/hotel-search.repo';
import type { SubscriptionService } from './modules/subscription/subscription.service';
import type { WalletService } from './modules/wallet/wallet.service';
import type { RegisteredVertical } from './verticals';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long an expired quote (and its checkout draft) is kept: a day, to look into a failed checkout. */
export const QUOTE_RETENTION_MS = DAY_MS;
/** How long an expired hotel search (and its results) is kept: an hour, to look into a complaint. */
export const HOTEL_SEARCH_RETENTION_MS = 60 * MINUTE_MS;

/**
 * Every background job of the app, in one list: each runs on every node's scheduler and once
 * per period across the cluster (platform/jobs). A new job is one more entry here.
 */
export function backgroundJobs(deps: {
  db: Db;
  bookingPayments: BookingPayments;
  verticals: RegisteredVertical[];
  /** The embedded database's vacuum and statistics (`Database.upkeep`); none on a server. */
  databaseUpkeep?: (() => Promise<void>) | null;
  subscriptions: SubscriptionService;
  wallet: WalletService;
}): JobDefinition[] {
  const { db, bookingPayments, verticals, databaseUpkeep, subscriptions, wallet } = deps;
  return [
    {
      // Every card charge left pending (an outage between the gateway and our record) is settled
      // with the gateway within a minute: picked up after 15 s, looked at every 15 s. A 3-D Secure
      // challenge left unanswered past its time gives its reward credit back.
      name: 'payment-reconciliation',
      everyMs: 15_000,
      leaseMs: 2 * MINUTE_MS,
      run: async () => {
        await bookingPayments.reconcile(15_000);
        await bookingPayments.abandonChallenges();
      },
    },
    { name: 'idempotency-key-retention', everyMs: 60 * MINUTE_MS, run: () => purgeIdempotencyKeys(db) },
    {
      name: 'session-and-token-retention',
      everyMs: 60 * MINUTE_MS,
      run: async () => {
        await sessionRepo.purgeEnded(db);
        await tokenRepo.purgeEnded(db);
      },
    },
    {
      // Quotes of every vertical a day after they expired, their checkout drafts with them. The
      // cutoff is the app's clock, the one a quote's expiry is checked against.
      name: 'quote-and-draft-retention',
      everyMs: 60 * MINUTE_MS,
      run: async () => {
        await quoteRepo.purgeExpired(db, new Date(Date.now() - QUOTE_RETENTION_MS));
      },
    },
    {
      // Holds past their time limit (a flight not ticketed in time) are brought in line with the
      // supplier without waiting for someone to open them: cancelled, and refunded when paid.
      name: 'hold-expiry',
      everyMs: 5 * MINUTE_MS,
      leaseMs: 10 * MINUTE_MS,
      run: async (signal) => {
        for (const vertical of verticals) {
          if (signal.aborted) return;
          await vertical.syncLapsedHolds();
        }
      },
    },
    {
      // A hotel search whose vendors did not all answer (one hung, the node asking them died)
      // is completed by its deadline with what it has, flagged; polls complete it too.
      name: 'hotel-search-deadline',
      everyMs: 5_000,
      run: async () => {
        await hotelSearchRepo.completeOverdue(db, new Date());
      },
    },
    {
      // Agencies' subscriptions whose due date, retry day or end of grace has come: charged,
      // retried or unsubscribed (modules/subscription). Hourly is close enough for days.
      name: 'subscription-renewal',
      everyMs: 60 * MINUTE_MS,
      leaseMs: 30 * MINUTE_MS,
      run: async (signal) => {
        await subscriptions.renewDue(signal);
      },
    },
    {
      // Trips whose last day has passed earn their customer the reward wallet's credit, once per
      // booking (modules/wallet). Hourly: credit the day after travel, not the minute.
      name: 'reward-wallet-earning',
      everyMs: 60 * MINUTE_MS,
      leaseMs: 30 * MINUTE_MS,
      run: async () => {
        const byVertical = new Map(verticals.map((vertical) => [vertical.key, vertical]));
        await wallet.creditCompletedTrips((row) => byVertical.get(row.vertical)?.lastTravelDate(row) ?? null);
      },
    },
    {
      name: 'hotel-search-retention',
      everyMs: 10 * MINUTE_MS,
      run: async () => {
        await hotelSearchRepo.purgeExpired(db, new Date(Date.now() - HOTEL_SEARCH_RETENTION_MS));
      },
    },
    // The embedded database has no autovacuum: without it the bookings lists' index-only scans
    // would read every row again as bookings change. Hourly, as autovacuum's naptime would allow.
    ...(databaseUpkeep
      ? [{ name: 'embedded-database-upkeep', everyMs: 60 * MINUTE_MS, leaseMs: 10 * MINUTE_MS, run: databaseUpkeep }]
      : []),
  ];
}
