import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxGatewayCards, sandboxGatewayCharges } from '../../db/schema';
import type { ChargeRecord, ChargeResult, PaymentGateway } from '../port';
import { cardBrand, isLuhnValid, TEST_CARDS, type CardScenario } from './test-cards';

const TOKEN_TTL_MS = 60 * 60_000;
/** How long a kept card stays usable (a real card's expiry is on the card; the sandbox does not keep it). */
const KEPT_CARD_TTL_MS = 5 * 365 * 24 * 60 * 60_000;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export class CardError extends Error {
  constructor(readonly field: 'number' | 'expiry' | 'cvc' | 'name') {
    super(`invalid card ${field}`);
  }
}

/**
 * A built-in payment gateway that behaves like a real one: card details go to its own endpoint
 * (never to the app's API) and come back as a token; charges succeed, are declined, lack funds
 * or ask for a 3-D Secure challenge according to the test card.
 */
/** The sandbox's public key: the card form sends it with the card (a real gateway's publishable key). */
const SANDBOX_PUBLIC_KEY = 'pk_test_sandbox';

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly client = { publicKey: SANDBOX_PUBLIC_KEY, tokenUrl: '/sandbox-gateway/v1/tokens' };

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The gateway's tokenisation endpoint: the card number stops here; only brand and last four are kept. */
  async tokenize(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }) {
    const digits = card.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) throw new CardError('number');
    const now = this.now();
    const expiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
    if (card.expMonth < 1 || card.expMonth > 12 || expiry <= now) throw new CardError('expiry');
    if (!/^\d{3,4}$/.test(card.cvc)) throw new CardError('cvc');
    if (!card.name.trim()) throw new CardError('name');
    const scenario: CardScenario = TEST_CARDS[digits] ?? 'succeed';
    const token = id('tok');
    const brand = cardBrand(digits);
    const last4 = digits.slice(-4);
    await this.db
      .insert(sandboxGatewayCards)
      .values({ token, brand, last4, scenario, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
    return { token, brand, last4 };
  }

  async charge(input: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const [existing] = await this.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, input.idempotencyKey))
      .limit(1);
    const [card] = await this.db
      .select()
      .from(sandboxGatewayCards)
      .where(eq(sandboxGatewayCards.token, input.token))
      .limit(1);
    if (!card || card.expiresAt <= this.now())
      return { status: 'failed', chargeId: null, cardBrand: null, cardLast4: null, failure: 'invalid_token' };
    // A zero-amount card check (saving a card) needs no funds: only a declined card fails it.
    const lacksFunds = card.scenario === 'insufficient_funds' && input.amount.amount > 0;
    const status =
      card.scenario === 'decline' || lacksFunds
        ? 'failed'
        : card.scenario === 'challenge' && !card.isAuthenticated
          ? 'requires_action'
          : 'succeeded';
    const chargeId = existing?.id ?? id('ch');
    if (!existing) {
      await this.db
        .insert(sandboxGatewayCharges)
        .values({
          id: chargeId,
          token: card.token,
          amount: input.amount.amount,
          currency: input.amount.currency,
          status,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing();
    } else if (existing.status === 'requires_action' && status === 'succeeded') {
      await this.db.update(sandboxGatewayCharges).set({ status }).where(eq(sandboxGatewayCharges.id, chargeId));
    }
    const brand = { cardBrand: card.brand, cardLast4: card.last4 };
    if (status === 'failed')
      return {
        status,
        chargeId,
        ...brand,
        failure: card.scenario === 'decline' ? 'card_declined' : 'insufficient_funds',
      };
    if (status === 'requires_action') {
      const challengeUrl = `/sandbox-gateway/challenge/${chargeId}?return=${encodeURIComponent(input.returnUrl)}`;
      return { status, chargeId, ...brand, challengeUrl };
    }
    return { status, chargeId, ...brand };
  }

  async findCharge(idempotencyKey: string): Promise<ChargeRecord | null> {
    const [row] = await this.db
      .select({ charge: sandboxGatewayCharges, card: sandboxGatewayCards })
      .from(sandboxGatewayCharges)
      .innerJoin(sandboxGatewayCards, eq(sandboxGatewayCards.token, sandboxGatewayCharges.token))
      .where(eq(sandboxGatewayCharges.idempotencyKey, idempotencyKey))
      .limit(1);
    if (!row) return null;
    const { charge, card } = row;
    const status =
      charge.status === 'failed' || charge.status === 'requires_action' ? charge.status : ('succeeded' as const);
    return {
      chargeId: charge.id,
      status,
      amount: { amount: charge.amount, currency: charge.currency },
      refundedAmount: charge.refunded,
      cardBrand: card.brand,
      cardLast4: card.last4,
    };
  }

  async keepCard(token: string): Promise<{ brand: string; last4: string } | null> {
    const now = this.now();
    const [card] = await this.db
      .update(sandboxGatewayCards)
      .set({ expiresAt: new Date(now.getTime() + KEPT_CARD_TTL_MS) })
      .where(and(eq(sandboxGatewayCards.token, token), gt(sandboxGatewayCards.expiresAt, now)))
      .returning();
    return card ? { brand: card.brand, last4: card.last4 } : null;
  }

  async refund(input: Parameters<PaymentGateway['refund']>[0]): Promise<{ refundId: string }> {
    const [charge] = await this.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.id, input.chargeId))
      .limit(1);
    if (!charge || (charge.status !== 'succeeded' && charge.status !== 'partially_refunded'))
      throw new Error('nothing to refund on this charge');
    if (charge.refunded + input.amount.amount > charge.amount) throw new Error('refund larger than the charge');
    await this.db
      .update(sandboxGatewayCharges)
      .set({
        refunded: sql`${sandboxGatewayCharges.refunded} + ${input.amount.amount}`,
        status: charge.refunded + input.amount.amount === charge.amount ? 'refunded' : 'partially_refunded',
      })
      .where(eq(sandboxGatewayCharges.id, charge.id));
    return { refundId: id('re') };
  }

  /** The 3-D Secure page's answer: approved authenticates the card for the retried charge. */
  async completeChallenge(chargeId: string, approved: boolean): Promise<boolean> {
    const [charge] = await this.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.id, chargeId))
      .limit(1);
    if (!charge || charge.status !== 'requires_action') return false;
    if (approved)
      await this.db
        .update(sandboxGatewayCards)
        .set({ isAuthenticated: true })
        .where(eq(sandboxGatewayCards.token, charge.token));
    else
      await this.db
        .update(sandboxGatewayCharges)
        .set({ status: 'failed' })
        .where(eq(sandboxGatewayCharges.id, chargeId));
    return true;
  }
}
