import type { UserRow } from '../../../platform/db/schema';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import type { VerticalTypes } from '../vertical';
import { findBooking, mailBooking, type BookingCore } from './core';

/** Sends the confirmation mail of a paid booking again. */
export async function resendConfirmation<T extends VerticalTypes>(
  core: BookingCore<T>,
  ctx: RequestContext,
  actor: UserRow,
  referenceNumber: string,
): Promise<void> {
  const row = await findBooking(core, actor, referenceNumber);
  if (row.status === 'pending_payment' || row.status === 'failed') throw new AppError('INVALID_STATE');
  await mailBooking(core.db, core, ctx, row, core.adapter.mail.confirmed);
}
