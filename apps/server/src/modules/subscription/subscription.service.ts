import {
  couponApplies,
  couponDiscount,
  couponProblem,
  isSubscribedStatus,
  periodEnd,
  prorate,
  renewalAfterFailure,
  RENEWAL_RETRY_DAYS,
  taxOf,
  TRIAL_DAYS,
  trialEnd,
  DURATIONS,
  PLAN_TYPES,
  type Billings,
  type Duration,
  type InvoiceSummary,
  type Language,
  type MessageKey,
  type PaymentMethod,
  type Plan,
  type PlanCatalogue,
  type PlanType,
  type Subscription,
  type SubscriptionStatus,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
import { sendMail } from '../../platform/mail/mailer';
import type { PaymentGateway } from '../../platform/payments/port';
import type { AgencyRow, CouponRow, InvoiceRow, SubscriptionRow } from '../../platform/db/schema';
import { agencyRepo } from '../agency/agency.repo';
import { invoiceMail, invoiceNumber, invoicePdf } from './invoice-document';
import { BILLING, priceOf } from './plans';
import { subscriptionRepo } from './subscription.repo';

/** A 400 whose message is the field's: the web shows it as it is (a coupon's failure, spec section 8). */
function refused(field: string, key: MessageKey): AppError {
  return new AppError('VALIDATION_FAILED', { message: key, details: { [field]: key } });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const money = (amount: number) => ({ amount, currency: BILLING.currency });

/** The saved card as the calls show it: brand, last four digits, whether the bank confirmed it. */
function cardOf(row: SubscriptionRow): Subscription['card'] {
  return row.cardToken && row.cardLast4
    ? { brand: row.cardBrand ?? 'card', last4: row.cardLast4, isVerified: row.cardVerifiedAt !== null }
    : null;
}

function planOf(planType: PlanType, duration: Duration): Plan {
  return {
    planType,
    duration,
    price: money(priceOf(planType, duration)),
    monthlyEquivalent: money(BILLING.plans[planType].monthly * (duration === 'annual' ? 12 : 1)),
    features: [...BILLING.plans[planType].features],
  };
}

/** A charge for a period: what it is for and its price before coupon, credit and tax. */
interface ChargeSpec {
  reason: 'subscribe' | 'renewal' | 'change';
  planType: PlanType;
  duration: Duration;
  periodStart: Date;
  periodEnd: Date;
  subtotal: number;
  /** The coupon to apply, with its redemption (null: none applies). */
  coupon: { row: CouponRow; chargesDiscounted: number } | null;
}

type ChargeOutcome =
  | { ok: true; row: SubscriptionRow; invoice: InvoiceRow | null }
  | { ok: false; reason: 'noCard' | 'declined' | 'conflict' };

/**
 * An agency's subscription to the platform: its trial, plan and card, charges with coupons,
 * credit and tax, gap-free numbered invoices mailed with their PDF, and the renewal job's
 * lifecycle (renew on the due date; on failure past due, retried on the retry days, and
 * unsubscribed once the grace period ends). The agency's `isSubscribed` follows the status.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly site: PublicSite,
    /** Called after an agency's row changed (its isSubscribed), to drop cached copies. */
    private readonly agencyChanged: () => Promise<void>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The trial every new agency starts with (onboarding), in the transaction that creates it. */
  async startTrial(tx: DbOrTx, agencyId: string): Promise<SubscriptionRow> {
    const now = this.now();
    const ends = trialEnd(now);
    return subscriptionRepo.ensure(tx, {
      agencyId,
      planType: 'Starter',
      duration: 'monthly',
      status: 'trialing',
      currency: BILLING.currency,
      trialEndsAt: ends,
      nextActionAt: ends,
    });
  }

  /**
   * The agency's row; an agency from before billing gets one now: a trial when it is subscribed,
   * else unsubscribed.
   */
  async current(agency: AgencyRow): Promise<SubscriptionRow> {
    if (agency.isOwner) throw new AppError('NOT_FOUND');
    const row = await subscriptionRepo.find(this.db, agency.id);
    if (row) return row;
    if (agency.isSubscribed) return this.startTrial(this.db, agency.id);
    return subscriptionRepo.ensure(this.db, {
      agencyId: agency.id,
      planType: 'Starter',
      duration: 'monthly',
      status: 'unsubscribed',
      currency: BILLING.currency,
    });
  }

  async view(row: SubscriptionRow): Promise<Subscription> {
    const coupon = row.couponId ? await subscriptionRepo.couponById(this.db, row.couponId) : null;
    return {
      planType: row.planType,
      duration: row.duration,
      status: row.status,
      isSubscribed: isSubscribedStatus(row.status),
      trialEndsAt: row.status === 'trialing' ? iso(row.trialEndsAt) : null,
      periodStart: iso(row.periodStart),
      periodEnd: iso(row.periodEnd),
      dueAt: iso(row.dueAt),
      nextActionAt: iso(row.nextActionAt),
      credit: money(row.credit),
      couponCode: coupon?.code ?? null,
      card: cardOf(row),
    };
  }

  async get(agency: AgencyRow): Promise<Subscription> {
    return this.view(await this.current(agency));
  }

  invoiceSummary(row: InvoiceRow): InvoiceSummary {
    const m = (amount: number) => ({ amount, currency: row.currency });
    return {
      _id: row.id,
      number: invoiceNumber(row),
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
      planType: row.planType,
      duration: row.duration,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      subtotal: m(row.subtotal),
      discount: m(row.discount),
      tax: m(row.tax),
      total: m(row.total),
      couponCode: row.couponCode,
      pdfUrl: `/api/agency/subscriptions/invoices/${row.id}/pdf`,
    };
  }

  /** Every plan with both periods, the tax and the trial: the public price list. */
  catalogue(): PlanCatalogue {
    return {
      plans: PLAN_TYPES.flatMap((type) => DURATIONS.map((period) => planOf(type, period))),
      taxPercent: BILLING.taxPercent,
      annualDiscountPercent: BILLING.annualDiscountPercent,
      trialDays: TRIAL_DAYS,
    };
  }

  /** The price of a plan for a period with its tax, every plan, and the agency's invoices. */
  async billings(agency: AgencyRow, planType: PlanType, duration: Duration): Promise<Billings> {
    await this.current(agency);
    const price = priceOf(planType, duration);
    const tax = taxOf(price, BILLING.taxPercent);
    const invoices = await subscriptionRepo.invoices(this.db, agency.id);
    return {
      ...this.catalogue(),
      plan: planOf(planType, duration),
      tax: money(tax),
      total: money(price + tax),
      invoices: invoices.map((row) => this.invoiceSummary(row)),
    };
  }

  /**
   * Subscribes now: the first period is charged at once (a trial ends early), with a coupon if
   * given. Also how a past-due or unsubscribed agency pays again.
   */
  async subscribe(
    agency: AgencyRow,
    input: { planType: PlanType; duration: Duration; couponCode: string | null },
  ): Promise<{ subscription: Subscription; invoice: InvoiceSummary | null }> {
    const row = await this.current(agency);
    if (row.status === 'active') throw new AppError('CONFLICT', { message: 'subscription.alreadyActive' });
    const now = this.now();
    const coupon = input.couponCode ? await this.redeemable(input.couponCode, now) : null;
    if (coupon && !(await subscriptionRepo.reserveRedemption(this.db, coupon.id))) this.couponRefused('exhausted');
    const outcome = await this.chargeFor(agency, row, {
      reason: 'subscribe',
      planType: input.planType,
      duration: input.duration,
      periodStart: now,
      periodEnd: periodEnd(now, input.duration),
      subtotal: priceOf(input.planType, input.duration),
      coupon: coupon ? { row: coupon, chargesDiscounted: 0 } : row.couponId ? await this.keptCoupon(row, now) : null,
    }).catch(async (error: unknown) => {
      if (coupon) await subscriptionRepo.releaseRedemption(this.db, coupon.id);
      throw error;
    });
    if (!outcome.ok) {
      if (coupon) await subscriptionRepo.releaseRedemption(this.db, coupon.id);
      this.refuse(outcome.reason);
    }
    return {
      subscription: await this.view(outcome.row),
      invoice: outcome.invoice && this.invoiceSummary(outcome.invoice),
    };
  }

  /**
   * Changes the plan. In a trial it just changes; in a paid period the difference is prorated:
   * charged now, or kept as credit for the next invoices.
   */
  async changePlan(
    agency: AgencyRow,
    input: { planType: PlanType; duration: Duration },
  ): Promise<{ subscription: Subscription; invoice: InvoiceSummary | null }> {
    const row = await this.current(agency);
    if (row.planType === input.planType && row.duration === input.duration)
      throw refused('planType', 'subscription.samePlan');
    if (row.status === 'trialing') {
      const updated = await subscriptionRepo.update(this.db, row, input);
      if (!updated) throw new AppError('CONFLICT');
      return { subscription: await this.view(updated), invoice: null };
    }
    if (row.status !== 'active' || !row.periodStart || !row.periodEnd)
      throw new AppError('CONFLICT', { message: 'subscription.notActive' });
    const now = this.now();
    const split = prorate({
      oldPrice: priceOf(row.planType, row.duration),
      newPrice: priceOf(input.planType, input.duration),
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      now,
      sameDuration: row.duration === input.duration,
    });
    const start = split.restartsPeriod ? now : row.periodStart;
    const end = split.restartsPeriod ? periodEnd(now, input.duration) : row.periodEnd;
    if (split.charge === 0) {
      const updated = await subscriptionRepo.update(this.db, row, {
        ...input,
        periodStart: start,
        periodEnd: end,
        nextActionAt: end,
        credit: row.credit + split.credit,
      });
      if (!updated) throw new AppError('CONFLICT');
      return { subscription: await this.view(updated), invoice: null };
    }
    const outcome = await this.chargeFor(agency, row, {
      reason: 'change',
      ...input,
      periodStart: start,
      periodEnd: end,
      subtotal: split.charge,
      coupon: null,
    });
    if (!outcome.ok) this.refuse(outcome.reason);
    return {
      subscription: await this.view(outcome.row),
      invoice: outcome.invoice && this.invoiceSummary(outcome.invoice),
    };
  }

  async paymentMethod(agency: AgencyRow): Promise<PaymentMethod> {
    const row = await this.current(agency);
    return this.methodView(row, null);
  }

  /**
   * Saves a card (a gateway token from the card form) for the charges to come. The card is
   * checked with the gateway at once (no money taken); a 3-D Secure card answers
   * `requires_action` and is usable once `verify` sees the challenge passed.
   */
  async savePaymentMethod(agency: AgencyRow, token: string): Promise<PaymentMethod> {
    const row = await this.current(agency);
    const card = await this.gateway.keepCard(token);
    if (!card) throw AppError.invalid('token', 'validation.invalid');
    const check = await this.checkCard(row.agencyId, token);
    if (check.status === 'failed') throw new AppError('PAYMENT_DECLINED');
    const updated = await subscriptionRepo.update(this.db, row, {
      cardToken: token,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardVerifiedAt: check.status === 'succeeded' ? this.now() : null,
    });
    if (!updated) throw new AppError('CONFLICT');
    const settled = check.status === 'succeeded' ? await this.payOverdue(agency, updated) : updated;
    return this.methodView(settled, check.status === 'requires_action' ? check.challengeUrl : null);
  }

  /** After the 3-D Secure challenge: the card is verified when the gateway now accepts it. */
  async verifyPaymentMethod(agency: AgencyRow): Promise<PaymentMethod> {
    const row = await this.current(agency);
    if (!row.cardToken || row.cardVerifiedAt) throw refused('token', 'subscription.nothingToVerify');
    const check = await this.checkCard(row.agencyId, row.cardToken);
    if (check.status === 'requires_action') return this.methodView(row, check.challengeUrl);
    if (check.status === 'failed') {
      await subscriptionRepo.update(this.db, row, { cardToken: null, cardBrand: null, cardLast4: null });
      throw new AppError('PAYMENT_DECLINED');
    }
    const updated = await subscriptionRepo.update(this.db, row, { cardVerifiedAt: this.now() });
    if (!updated) throw new AppError('CONFLICT');
    return this.methodView(await this.payOverdue(agency, updated), null);
  }

  /** The invoice of this agency as a PDF in the reader's language (another agency's: not found). */
  async invoiceFile(agency: AgencyRow, id: string, language: Language): Promise<{ filename: string; pdf: Buffer }> {
    const row = await subscriptionRepo.invoice(this.db, agency.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return { filename: `${invoiceNumber(row)}.pdf`, pdf: await this.renderInvoice(agency, row, language) };
  }

  /** The renewal job: every subscription whose due date, retry or end of grace has come. */
  async renewDue(signal?: AbortSignal): Promise<number> {
    let handled = 0;
    // Batches of 100 until none is due (each row handled moves its next action on), at most 50 a run.
    for (let batch = 0; batch < 50 && !signal?.aborted; batch += 1) {
      const rows = await subscriptionRepo.due(this.db, this.now(), 100);
      for (const row of rows) {
        if (signal?.aborted) break;
        const agency = await agencyRepo.findById(this.db, row.agencyId);
        if (agency) await this.renewOne(agency, row);
        handled += 1;
      }
      if (rows.length < 100) break;
    }
    return handled;
  }

  private async renewOne(agency: AgencyRow, row: SubscriptionRow): Promise<SubscriptionRow> {
    const dueAt = row.status === 'past_due' ? row.dueAt : row.status === 'trialing' ? row.trialEndsAt : row.periodEnd;
    if (!dueAt) return row;
    if (row.status === 'past_due' && row.failedAttempts > RENEWAL_RETRY_DAYS.length) {
      return this.moveTo(row, { status: 'unsubscribed', nextActionAt: null });
    }
    const outcome = await this.chargeFor(agency, row, {
      reason: 'renewal',
      planType: row.planType,
      duration: row.duration,
      periodStart: dueAt,
      periodEnd: periodEnd(dueAt, row.duration),
      subtotal: priceOf(row.planType, row.duration),
      coupon: await this.keptCoupon(row, dueAt),
    });
    if (outcome.ok) return outcome.row;
    if (outcome.reason === 'conflict') return row;
    const attempts = row.failedAttempts + 1;
    const next = renewalAfterFailure(dueAt, attempts);
    return this.moveTo(row, { status: 'past_due', dueAt, failedAttempts: attempts, nextActionAt: next.at });
  }

  /** A past-due agency that saved a working card is charged at once rather than at the next retry. */
  private async payOverdue(agency: AgencyRow, row: SubscriptionRow): Promise<SubscriptionRow> {
    if (row.status !== 'past_due') return row;
    return this.renewOne(agency, row);
  }

  /** Changes the status (and the agency's isSubscribed with it) if the row did not move meanwhile. */
  private async moveTo(
    row: SubscriptionRow,
    changes: Partial<SubscriptionRow> & { status: SubscriptionStatus },
  ): Promise<SubscriptionRow> {
    let flipped = false;
    const updated = await this.db.transaction(async (tx) => {
      const result = await subscriptionRepo.update(tx, row, changes);
      if (result)
        flipped = await subscriptionRepo.setAgencySubscribed(tx, row.agencyId, isSubscribedStatus(changes.status));
      return result;
    });
    if (flipped) await this.agencyChanged();
    return updated ?? row;
  }

  /**
   * Charges a period to the saved card (coupon, then credit, then tax) and, once paid, records
   * the new state, a numbered invoice and its mail in one transaction guarded by the row's
   * version. The gateway's idempotency key is the row's version and attempt: a retry of the
   * same state gets the same charge, never a second one.
   */
  private async chargeFor(agency: AgencyRow, row: SubscriptionRow, spec: ChargeSpec): Promise<ChargeOutcome> {
    const applies = spec.coupon !== null;
    const discount = spec.coupon ? couponDiscount(spec.coupon.row, spec.subtotal) : 0;
    const afterDiscount = spec.subtotal - discount;
    const creditApplied = Math.min(row.credit, afterDiscount);
    const net = afterDiscount - creditApplied;
    const tax = taxOf(net, BILLING.taxPercent);
    const total = net + tax;
    let charge: { chargeId: string; cardBrand: string; cardLast4: string } | null = null;
    if (total > 0) {
      if (!row.cardToken || !row.cardVerifiedAt) return { ok: false, reason: 'noCard' };
      const result = await this.gateway.charge({
        token: row.cardToken,
        amount: money(total),
        description: `${spec.planType} ${spec.duration} subscription`,
        idempotencyKey: `subscription:${row.id}:v${row.version}:a${row.failedAttempts}:${spec.reason}`,
        returnUrl: '/subscription',
      });
      // A renewal is charged with nobody there to pass a challenge: anything but paid is a failure.
      if (result.status !== 'succeeded') return { ok: false, reason: 'declined' };
      charge = result;
    }
    const isNewCoupon = spec.coupon !== null && spec.coupon.row.id !== row.couponId;
    let flipped = false;
    const saved = await this.db.transaction(async (tx) => {
      const updated = await subscriptionRepo.update(tx, row, {
        planType: spec.planType,
        duration: spec.duration,
        status: 'active',
        periodStart: spec.periodStart,
        periodEnd: spec.periodEnd,
        dueAt: null,
        failedAttempts: 0,
        nextActionAt: spec.periodEnd,
        credit: row.credit - creditApplied,
        ...(isNewCoupon && spec.coupon
          ? { couponId: spec.coupon.row.id, couponRedeemedAt: this.now(), couponChargesDiscounted: 1 }
          : applies && discount > 0
            ? { couponChargesDiscounted: row.couponChargesDiscounted + 1 }
            : {}),
      });
      if (!updated) return null;
      flipped = await subscriptionRepo.setAgencySubscribed(tx, row.agencyId, true);
      const invoice = await subscriptionRepo.insertInvoice(tx, {
        agencyId: row.agencyId,
        number: await subscriptionRepo.nextInvoiceNumber(tx),
        reason: spec.reason,
        planType: spec.planType,
        duration: spec.duration,
        periodStart: spec.periodStart,
        periodEnd: spec.periodEnd,
        currency: BILLING.currency,
        subtotal: spec.subtotal,
        discount,
        creditApplied,
        taxPercent: BILLING.taxPercent,
        tax,
        total,
        couponCode: discount > 0 ? (spec.coupon?.row.code ?? null) : null,
        chargeId: charge?.chargeId ?? null,
        cardBrand: charge?.cardBrand ?? null,
        cardLast4: charge?.cardLast4 ?? null,
        createdAt: this.now(),
      });
      const owner = await subscriptionRepo.owner(tx, row.agencyId);
      if (owner) {
        const origin = agencyOrigin(agency, this.site);
        const pdf = await this.renderInvoice(agency, invoice, owner.language);
        await sendMail(tx, { agency, origin }, owner.email, owner.language, invoiceMail(invoice, origin, pdf));
      }
      return { row: updated, invoice };
    });
    if (flipped) await this.agencyChanged();
    if (!saved) return { ok: false, reason: 'conflict' };
    return { ok: true, ...saved };
  }

  private renderInvoice(agency: AgencyRow, row: InvoiceRow, language: Language): Promise<Buffer> {
    return invoicePdf(row, { agencyName: agency.agencyName, platform: 'Tripfolio' }, language);
  }

  /** The agency's redeemed coupon if it still applies to a period starting then. */
  private async keptCoupon(
    row: SubscriptionRow,
    periodStart: Date,
  ): Promise<{ row: CouponRow; chargesDiscounted: number } | null> {
    if (!row.couponId || !row.couponRedeemedAt) return null;
    const coupon = await subscriptionRepo.couponById(this.db, row.couponId);
    if (!coupon) return null;
    const redemption = { redeemedAt: row.couponRedeemedAt, chargesDiscounted: row.couponChargesDiscounted };
    return couponApplies(coupon, redemption, periodStart)
      ? { row: coupon, chargesDiscounted: redemption.chargesDiscounted }
      : null;
  }

  /** A coupon that can be redeemed now, else a 400 naming why. */
  private async redeemable(code: string, now: Date): Promise<CouponRow> {
    const coupon = await subscriptionRepo.couponByCode(this.db, code);
    if (!coupon) return this.couponRefused('notFound');
    const problem = couponProblem(coupon, now, BILLING.currency);
    if (problem) return this.couponRefused(problem);
    return coupon;
  }

  private couponRefused(why: 'notFound' | 'expired' | 'exhausted' | 'currency'): never {
    const key: MessageKey = `coupon.${why}`;
    throw refused('couponCode', key);
  }

  private refuse(reason: 'noCard' | 'declined' | 'conflict'): never {
    if (reason === 'noCard') throw refused('card', 'subscription.noCard');
    if (reason === 'declined') throw new AppError('PAYMENT_DECLINED');
    throw new AppError('CONFLICT');
  }

  /** A zero-amount check of a card with the gateway (as a setup intent is), once per agency and token. */
  private checkCard(agencyId: string, token: string) {
    return this.gateway.charge({
      token,
      amount: money(0),
      description: 'Card check',
      idempotencyKey: `card-check:${agencyId}:${token}`,
      returnUrl: '/subscription?card=verify',
    });
  }

  private methodView(row: SubscriptionRow, challengeUrl: string | null): PaymentMethod {
    const card = cardOf(row);
    return {
      card,
      status: !card ? 'none' : card.isVerified ? 'verified' : 'requires_action',
      challengeUrl,
    };
  }
}
