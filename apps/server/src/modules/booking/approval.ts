import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { currencyDecimals, formatMoney, isManagerType, type Language } from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  bookingApprovals,
  bookings,
  exchangeRates,
  users,
  type AgencyRow,
  type BookingRow,
  type UserRow,
} from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { sendMail, type MailContext } from '../../platform/mail/mailer';
import { moduleMail, type MailTexts } from '../../platform/mail/templates';

/**
 * The approval queue (issue 14): a restricted agent's booking whose total is over the agency's
 * approval limit is held with the supplier, awaiting payment, but cannot be paid (the core's pay
 * command asks `assertApproved`) until an owner or admin approves it; declined, it is cancelled.
 * The owners and admins are told by e-mail when one is waiting, the agent when it is decided.
 */

/** `amount` (minor units of `from`) in minor units of `to`, at the rates to the dollar; null without a rate. */
async function convert(db: DbOrTx, amount: number, from: string, to: string): Promise<number | null> {
  if (from === to) return amount;
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, [from, to]));
  const rate = (currency: string) => Number(rows.find((row) => row.currency === currency)?.rate ?? Number.NaN);
  const major = (amount / 10 ** currencyDecimals(from) / rate(from)) * rate(to);
  return Number.isFinite(major) ? Math.round(major * 10 ** currencyDecimals(to)) : null;
}

/** Whether `actor`'s booking of `total` needs approval: a restricted agent over the limit (or no rate to tell). */
export async function needsApproval(
  db: DbOrTx,
  agency: Pick<AgencyRow, 'approvalLimit' | 'approvalLimitCurrency'>,
  actor: UserRow,
  total: { amount: number; currency: string },
): Promise<boolean> {
  if (!actor.isRestrictedAgent || isManagerType(actor.userType)) return false;
  const limit = await convert(db, agency.approvalLimit, agency.approvalLimitCurrency, total.currency);
  return limit === null || total.amount > limit;
}

type ApprovalMail =
  | { kind: 'approval-requested'; agent: string; reference: string; total: string; limit: string; link: string }
  | { kind: 'approval-decided'; reference: string; approved: boolean; reason: string | null; link: string };

const TEXTS: MailTexts<ApprovalMail> = {
  en: (t) =>
    t.kind === 'approval-requested'
      ? {
          subject: `Booking ${t.reference} awaits your approval`,
          lines: [`${t.agent} booked ${t.reference} for ${t.total}, over the approval limit of ${t.limit}.`],
          action: { label: 'Review the booking', url: t.link },
        }
      : {
          subject: `Booking ${t.reference} ${t.approved ? 'approved' : 'declined'}`,
          lines: [
            t.approved
              ? `Your booking ${t.reference} is approved: it can be paid now.`
              : `Your booking ${t.reference} was declined and cancelled.${t.reason ? ` Reason: ${t.reason}` : ''}`,
          ],
          action: { label: 'See the booking', url: t.link },
        },
  pt: (t) =>
    t.kind === 'approval-requested'
      ? {
          subject: `A reserva ${t.reference} aguarda a sua aprovação`,
          lines: [`${t.agent} reservou ${t.reference} por ${t.total}, acima do limite de aprovação de ${t.limit}.`],
          action: { label: 'Rever a reserva', url: t.link },
        }
      : {
          subject: `Reserva ${t.reference} ${t.approved ? 'aprovada' : 'recusada'}`,
          lines: [
            t.approved
              ? `A sua reserva ${t.reference} foi aprovada: já pode ser paga.`
              : `A sua reserva ${t.reference} foi recusada e cancelada.${t.reason ? ` Motivo: ${t.reason}` : ''}`,
          ],
          action: { label: 'Ver a reserva', url: t.link },
        },
  es: (t) =>
    t.kind === 'approval-requested'
      ? {
          subject: `La reserva ${t.reference} espera su aprobación`,
          lines: [
            `${t.agent} reservó ${t.reference} por ${t.total}, por encima del límite de aprobación de ${t.limit}.`,
          ],
          action: { label: 'Revisar la reserva', url: t.link },
        }
      : {
          subject: `Reserva ${t.reference} ${t.approved ? 'aprobada' : 'rechazada'}`,
          lines: [
            t.approved
              ? `Su reserva ${t.reference} fue aprobada: ya se puede pagar.`
              : `Su reserva ${t.reference} fue rechazada y cancelada.${t.reason ? ` Motivo: ${t.reason}` : ''}`,
          ],
          action: { label: 'Ver la reserva', url: t.link },
        },
};

const money = (amount: number, currency: string, language: Language) => formatMoney({ amount, currency }, language);

/**
 * Puts a new booking in the queue and tells the agency's active owners and admins, in the
 * booking's transaction (`tx`).
 */
export async function requestApproval(
  tx: DbOrTx,
  context: MailContext,
  row: BookingRow,
  actor: UserRow,
  link: string,
): Promise<void> {
  const { agency } = context;
  await tx.insert(bookingApprovals).values({
    agencyId: agency.id,
    bookingId: row.id,
    requestedById: actor.id,
    limitAmount: agency.approvalLimit,
    limitCurrency: agency.approvalLimitCurrency,
  });
  const managers = await tx
    .select()
    .from(users)
    .where(
      and(eq(users.agencyId, agency.id), inArray(users.userType, ['AgencyOwner', 'Admin']), eq(users.status, 'Active')),
    );
  for (const manager of managers)
    await sendMail(
      tx,
      context,
      manager.email,
      manager.language,
      moduleMail(TEXTS, {
        kind: 'approval-requested',
        agent: actor.name,
        reference: row.referenceNumber,
        total: money(row.totalAmount, row.currency, manager.language),
        limit: money(agency.approvalLimit, agency.approvalLimitCurrency, manager.language),
        link,
      }),
    );
}

/** APPROVAL_REQUIRED unless the booking needs no approval or has it. */
export async function assertApproved(db: DbOrTx, row: BookingRow): Promise<void> {
  const [approval] = await db
    .select({ status: bookingApprovals.status })
    .from(bookingApprovals)
    .where(and(eq(bookingApprovals.agencyId, row.agencyId), eq(bookingApprovals.bookingId, row.id)));
  if (approval && approval.status !== 'approved') throw new AppError('APPROVAL_REQUIRED');
}

/** The queue's reads and decisions (the back-office's approvals routes). */
export const approvalRepo = {
  async list(
    db: Db,
    agencyId: string,
    status: 'pending' | 'approved' | 'declined',
    page: { offSet: number; limit: number },
  ) {
    const where = and(eq(bookingApprovals.agencyId, agencyId), eq(bookingApprovals.status, status));
    const [rows, [total]] = await Promise.all([
      db
        .select({ approval: bookingApprovals, booking: bookings, agentName: users.name })
        .from(bookingApprovals)
        .innerJoin(bookings, eq(bookings.id, bookingApprovals.bookingId))
        .innerJoin(users, eq(users.id, bookingApprovals.requestedById))
        .where(where)
        .orderBy(status === 'pending' ? asc(bookingApprovals.createdAt) : desc(bookingApprovals.decidedAt))
        .offset(page.offSet)
        .limit(page.limit),
      db.select({ n: count() }).from(bookingApprovals).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async find(db: DbOrTx, agencyId: string, id: string) {
    const [row] = await db
      .select({ approval: bookingApprovals, booking: bookings, agent: users })
      .from(bookingApprovals)
      .innerJoin(bookings, eq(bookings.id, bookingApprovals.bookingId))
      .innerJoin(users, eq(users.id, bookingApprovals.requestedById))
      .where(and(eq(bookingApprovals.agencyId, agencyId), eq(bookingApprovals.id, id)));
    return row ?? null;
  },

  /** Decides a pending approval once (null when it was decided already). */
  async decide(tx: DbOrTx, id: string, decision: 'approved' | 'declined', deciderId: string, reason: string | null) {
    const [row] = await tx
      .update(bookingApprovals)
      .set({ status: decision, decidedById: deciderId, decidedAt: sql`now()`, reason, updatedAt: sql`now()` })
      .where(and(eq(bookingApprovals.id, id), eq(bookingApprovals.status, 'pending')))
      .returning();
    return row ?? null;
  },

  /** Tells the agent what was decided. */
  async mailDecision(
    tx: DbOrTx,
    context: MailContext,
    agent: UserRow,
    booking: BookingRow,
    approved: boolean,
    reason: string | null,
    link: string,
  ) {
    await sendMail(
      tx,
      context,
      agent.email,
      agent.language,
      moduleMail(TEXTS, { kind: 'approval-decided', reference: booking.referenceNumber, approved, reason, link }),
    );
  },
};
