import { eq } from 'drizzle-orm';
import { agencies } from '../platform/db/schema';
import type { TestApp } from './test-app';

/**
 * Sets an agency's approval limit (minor units): tests of a restricted agent's bookings that are
 * not about the approval queue lift it out of the way; the queue's tests set it low.
 */
export async function setApprovalLimit(t: TestApp, agencyCode: string, amount: number, currency = 'USD') {
  await t.db
    .update(agencies)
    .set({ approvalLimit: amount, approvalLimitCurrency: currency })
    .where(eq(agencies.code, agencyCode));
  await t.services.agencies.invalidate();
}
