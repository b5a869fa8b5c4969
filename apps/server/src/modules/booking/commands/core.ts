import type { Language } from '@travel/contracts';
import type { Db, DbOrTx } from '../../../platform/db/client';
import type { BookingRow, PaymentRow, UserRow } from '../../../platform/db/schema';
import { AppError } from '../../../platform/http/app-error';
import { sendMail, type MailContext } from '../../../platform/mail/mailer';
import type { ModuleMail } from '../../../platform/mail/templates';
import type { BookingPayments } from '../booking-payments';
import { bookingWriteRepo } from '../booking-write.repo';
import { baseViewOf, type ApprovalOfBooking, type HistoryRow } from '../booking-view';
import { bookingRepo } from '../booking.repo';
import { whoseBookings } from '../customer';
import { recordOf, type BookingMail, type BookingRecord, type VerticalAdapter, type VerticalTypes } from '../vertical';

/** What every booking command runs with: the database, the payments, the clock and the vertical. */
export interface BookingCore<T extends VerticalTypes> {
  db: Db;
  payments: BookingPayments;
  adapter: VerticalAdapter<T>;
  now: () => Date;
  /** Who a booking's mail is from when no request is there to say it (a sync, a job): its agency, its customer's language. */
  mailContextOf?: (db: DbOrTx, row: BookingRow) => Promise<BookingMailContext>;
}

/** Who a booking's mail is from and in which language it is written. */
export type BookingMailContext = MailContext & { language: Language };

/** A booking of this vertical the actor may see, by reference (another agency's or another client's is not found). */
export async function findBooking<T extends VerticalTypes>(
  core: BookingCore<T>,
  actor: UserRow,
  referenceNumber: string,
): Promise<BookingRow> {
  const row = await bookingWriteRepo.findByReference(core.db, whoseBookings(actor), core.adapter.key, referenceNumber);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The booking as the API answers it, from its row and what the page already loaded. */
export function viewWith<T extends VerticalTypes>(
  adapter: VerticalAdapter<T>,
  row: BookingRow,
  customerName: string,
  payments: PaymentRow[],
  history: HistoryRow[],
  approval: ApprovalOfBooking | null,
): T['view'] {
  const record = recordOf(adapter, row);
  return adapter.view(baseViewOf(row, record.details, customerName, payments, history, approval), record);
}

/** The booking as the API answers it (four queries: customer, payments, history, approval). */
export async function viewOf<T extends VerticalTypes>(core: BookingCore<T>, row: BookingRow): Promise<T['view']> {
  const [customer, payments, history, [approval]] = await Promise.all([
    bookingWriteRepo.customerName(core.db, row.agencyId, row.userId),
    bookingWriteRepo.paymentsOf(core.db, row.agencyId, row.id),
    bookingWriteRepo.events(core.db, row.agencyId, row.id),
    bookingRepo.approvalsOfMany(core.db, row.agencyId, [row.id]),
  ]);
  return viewWith(core.adapter, row, customer, payments, history, approval ?? null);
}

/** The booking's page on the agency's site. */
export function bookingLink(
  origin: string,
  adapter: Pick<VerticalAdapter<VerticalTypes>, 'detailsPath'>,
  row: BookingRow,
) {
  return `${origin}${adapter.detailsPath}?referenceNumber=${row.referenceNumber}`;
}

/** Writes one of the vertical's mails of `row` to its contact, in the transaction `db`. */
export async function mailBooking<T extends VerticalTypes>(
  db: DbOrTx,
  core: BookingCore<T>,
  ctx: BookingMailContext,
  row: BookingRow,
  template: (mail: BookingMail<T['details']>) => ModuleMail,
): Promise<void> {
  const record: BookingRecord<T['details']> = recordOf(core.adapter, row);
  const link = bookingLink(ctx.origin, core.adapter, row);
  await sendMail(
    db,
    ctx,
    record.details.contact.email,
    ctx.language,
    template({ record, link, language: ctx.language }),
  );
}
