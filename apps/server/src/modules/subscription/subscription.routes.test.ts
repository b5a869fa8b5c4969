import { eq } from 'drizzle-orm';
import type { Language } from '@travel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { buildAgency, buildCoupon } from '../../seed/builders';
import { createUser, DEMO, login, openSession, readOutbox, STRONG_PASSWORD } from '../../testing/auth-helpers';
import { CARD, cardToken } from '../../testing/booking-helpers';
import { moveClock, restoreClock } from '../../testing/clock';
import { api, expectError } from '../../testing/http-helpers';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runJob } from '../../testing/jobs';
import { agencies, coupons, invoices } from '../../platform/db/schema';
import { agencyRepo } from '../agency/agency.repo';

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => restoreClock());

interface Shop {
  id: string;
  code: string;
  host: string;
  agencyName: string;
  ownerEmail: string;
  /** A fresh owner session (sessions lapse when the clock moves on). */
  owner(): Promise<string>;
}

/** A new agency (subscribed, as the seed's are) with its owner, who reads `language`. */
async function newShop(language: Language = 'en'): Promise<Shop> {
  const row = await agencyRepo.upsertByCode(t.db, buildAgency());
  const owner = await createUser(t, row.code, { userType: 'AgencyOwner', password: STRONG_PASSWORD, language });
  return {
    id: row.id,
    code: row.code,
    host: `${row.subdomain}.localhost`,
    agencyName: row.agencyName,
    ownerEmail: owner.email,
    owner: () => openSession(t, row.code, owner.email),
  };
}

const call = async (shop: Shop, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  api(t, await shop.owner(), { method, url, ...(payload ? { payload } : {}) }, shop.host);

async function saveCard(shop: Shop, number: string = CARD.visa) {
  return call(shop, 'PATCH', '/api/agency/subscriptions/payment-methods', { token: await cardToken(t, number) });
}

const runRenewals = () => runJob(t, 'subscription-renewal');

const agencyRow = async (id: string) => (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0];

describe('subscription calls', () => {
  it('shows the trial, the prices with tax and the plans', async () => {
    const shop = await newShop();
    const sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
    expect(sub).toMatchObject({ status: 'trialing', isSubscribed: true, planType: 'Starter', card: null });
    const billings = await call(shop, 'GET', '/api/agency/subscriptions/billings?duration=annual&planType=Pro');
    expect(billings.statusCode, billings.body).toBe(200);
    expect(billings.json().data).toMatchObject({
      plan: { planType: 'Pro', duration: 'annual', price: { amount: 75_840, currency: 'USD' } },
      taxPercent: 10,
      tax: { amount: 7_584 },
      total: { amount: 83_424 },
      trialDays: 14,
      invoices: [],
    });
    expect(billings.json().data.plans).toHaveLength(4);
  });

  it('refuses bad input, other roles and anonymous callers', async () => {
    const shop = await newShop();
    expect((await call(shop, 'GET', '/api/agency/subscriptions/billings?duration=weekly')).statusCode).toBe(400);
    expect(
      (await call(shop, 'POST', '/api/agency/subscriptions', { planType: 'Gold', duration: 'monthly' })).statusCode,
    ).toBe(400);
    expect((await call(shop, 'PATCH', '/api/agency/subscriptions/payment-methods', {})).statusCode).toBe(400);
    expectError(
      await call(shop, 'PATCH', '/api/agency/subscriptions/payment-methods', { token: 'tok_unknown' }),
      400,
      'VALIDATION_FAILED',
      { details: { token: 'Invalid value' } },
    );
    const agent = await createUser(t, shop.code, { userType: 'Agent' });
    const agentSession = await openSession(t, shop.code, agent.email);
    expect(
      (await api(t, agentSession, { method: 'GET', url: '/api/agency/subscriptions' }, shop.host)).statusCode,
    ).toBe(403);
    expect((await api(t, null, { method: 'GET', url: '/api/agency/subscriptions' }, shop.host)).statusCode).toBe(401);
  });

  it('lists the plans publicly', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/agency/subscriptions/plans' }, 'localhost');
    expect(res.json().data).toMatchObject({ taxPercent: 10, annualDiscountPercent: 20, trialDays: 14 });
    expect(res.json().data.plans[0]).toMatchObject({
      planType: 'Starter',
      duration: 'monthly',
      price: { amount: 2_900 },
    });
  });

  it('names the card gateway and its public key', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/getCurrentPaymentGateway' });
    expect(res.json().data).toEqual({
      gateway: 'sandbox',
      publicKey: 'pk_test_sandbox',
      tokenUrl: '/sandbox-gateway/v1/tokens',
    });
    // The card form posts the card there with that key; another key is refused.
    const card = { number: CARD.visa, expMonth: 12, expYear: 2099, cvc: '123', name: 'Ana Silva' };
    const tokenize = (authorization: string) =>
      t.request(DEMO, { method: 'POST', url: '/sandbox-gateway/v1/tokens', headers: { authorization }, payload: card });
    const accepted = await tokenize('Bearer pk_test_sandbox');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ token: expect.stringMatching(/^tok_/), brand: 'visa', last4: '4242' });
    const refused = await tokenize('Bearer pk_test_other');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid public key', code: 'UNAUTHORIZED' });
  });

  it('subscribes with a coupon: charged, invoiced with a number, PDF mailed to the owner', async () => {
    const shop = await newShop();
    expectError(
      await call(shop, 'POST', '/api/agency/subscriptions', { planType: 'Starter', duration: 'monthly' }),
      400,
      'VALIDATION_FAILED',
      { message: 'Add a card first' },
    );
    const saved = await saveCard(shop);
    expect(saved.json().data).toEqual({
      card: { brand: 'visa', last4: '4242', isVerified: true },
      status: 'verified',
      challengeUrl: null,
    });
    const res = await call(shop, 'POST', '/api/agency/subscriptions', {
      planType: 'Starter',
      duration: 'monthly',
      couponCode: 'launch50',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Your subscription is active');
    expect(data).toMatchObject({ status: 'active', isSubscribed: true, couponCode: 'LAUNCH50', trialEndsAt: null });
    expect(data.invoice).toMatchObject({
      reason: 'subscribe',
      subtotal: { amount: 2_900 },
      discount: { amount: 1_450 },
      tax: { amount: 145 },
      total: { amount: 1_595, currency: 'USD' },
      couponCode: 'LAUNCH50',
    });
    expect(data.invoice.number).toMatch(/^INV-\d{6}$/);

    const mails = await readOutbox(t, { to: shop.ownerEmail, template: 'subscription-invoice' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(data.invoice.number);
    expect(mails[0]?.attachments).toEqual([expect.objectContaining({ filename: `${data.invoice.number}.pdf` })]);

    const pdf = await call(shop, 'GET', data.invoice.pdfUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${data.invoice.number}`);
    expect(text).toContain('Total paid: $15.95');

    // Another agency's owner cannot read it; subscribing twice is refused.
    const other = await newShop();
    expectError(await call(other, 'GET', data.invoice.pdfUrl), 404, 'NOT_FOUND');
    expectError(
      await call(shop, 'POST', '/api/agency/subscriptions', { planType: 'Pro', duration: 'monthly' }),
      409,
      'CONFLICT',
      { message: 'Your agency is already subscribed. Change the plan instead.' },
    );
    const billings = (await call(shop, 'GET', '/api/agency/subscriptions/billings')).json().data;
    expect(billings.invoices.map((invoice: { number: string }) => invoice.number)).toEqual([data.invoice.number]);
  });

  it("invoices in the owner's language: the mail, its PDF and the downloaded PDF, amounts and dates per locale", async () => {
    const shop = await newShop('pt');
    await saveCard(shop);
    const res = await call(shop, 'POST', '/api/agency/subscriptions', {
      planType: 'Pro',
      duration: 'annual',
      couponCode: 'launch50',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = res.json().data;
    // Pro annual: 12 × 79.00 less 20 % = 758.40, half off = 379.20, 10 % tax = 37.92.
    expect(invoice.total).toEqual({ amount: 41_712, currency: 'USD' });

    const [mail] = await readOutbox(t, { to: shop.ownerEmail, template: 'subscription-invoice' });
    expect(mail?.subject).toBe(`Fatura ${invoice.number} de ${shop.agencyName}`);
    expect(mail?.text).toContain('recebemos US$\u00a0417,12 pela assinatura');
    expect(mail?.html).toContain(`href="http://${shop.host}/subscription"`);
    const attached = pdfText(Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64'));
    expect(attached).toContain(`Fatura ${invoice.number}`);
    expect(attached).toContain(`Faturado para: ${shop.agencyName}`);
    expect(attached).toContain('Plano Pro, anual');
    expect(attached).toContain('Subtotal: US$\u00a0758,40');
    expect(attached).toContain('Desconto (LAUNCH50): -US$\u00a0379,20');
    expect(attached).toContain('Imposto (10%): US$\u00a037,92');
    expect(attached).toContain('Total pago: US$\u00a0417,12');
    expect(attached).toContain('Pago com cartão: visa terminado em 4242');
    const today = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(attached).toContain(`Data: ${today}`);
    expect(attached).toMatch(/Período: de \d{1,2} de \p{L}+ de \d{4} a \d{1,2} de \p{L}+ de \d{4}/u);
    expect(attached).not.toContain('Total paid');

    // The downloaded PDF follows the reader's language (Accept-Language): Spanish here.
    const spanish = await api(
      t,
      await shop.owner(),
      { method: 'GET', url: invoice.pdfUrl, headers: { 'accept-language': 'es' } },
      shop.host,
    );
    const text = pdfText(spanish.rawPayload);
    expect(text).toContain(`Factura ${invoice.number}`);
    expect(text).toContain('Facturado a:');
    expect(text).toContain('Plan Pro, anual');
    expect(text).toContain('Subtotal: 758,40\u00a0US$');
    expect(text).toContain('Descuento (LAUNCH50): -379,20\u00a0US$');
    expect(text).toContain('Total pagado: 417,12\u00a0US$');
    expect(text).toContain('Pagado con tarjeta: visa terminada en 4242');
    expect(text).toMatch(/Periodo: del \d{1,2} de \p{L}+ de \d{4} al \d{1,2} de \p{L}+ de \d{4}/u);
  });

  it("refuses unknown, expired and used-up coupons with the server's message, charging nothing", async () => {
    const shop = await newShop();
    await saveCard(shop);
    const [expired] = await t.db
      .insert(coupons)
      .values(buildCoupon({ expiresAt: new Date(Date.now() - DAY_MS) }))
      .returning();
    const [single] = await t.db
      .insert(coupons)
      .values(buildCoupon({ maxRedemptions: 1, redemptions: 1 }))
      .returning();
    const cases: Array<[string, string]> = [
      ['NOPE', 'This coupon code is not valid'],
      [expired?.code ?? '', 'This coupon has expired'],
      [single?.code ?? '', 'This coupon has been fully redeemed'],
    ];
    for (const [couponCode, message] of cases) {
      const res = await call(shop, 'POST', '/api/agency/subscriptions', {
        planType: 'Pro',
        duration: 'monthly',
        couponCode,
      });
      expectError(res, 400, 'VALIDATION_FAILED', { message, details: { couponCode: message } });
    }
    expect(await t.db.select().from(invoices).where(eq(invoices.agencyId, shop.id))).toHaveLength(0);
    expect((await call(shop, 'GET', '/api/agency/subscriptions')).json().data.status).toBe('trialing');
  });

  it('redeems a limited coupon once across two agencies racing for its last use', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values(buildCoupon({ maxRedemptions: 1 }))
      .returning();
    const shops = [await newShop(), await newShop()];
    for (const shop of shops) await saveCard(shop);
    const answers = await Promise.all(
      shops.map((shop) =>
        call(shop, 'POST', '/api/agency/subscriptions', {
          planType: 'Starter',
          duration: 'monthly',
          couponCode: coupon?.code,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const [after] = await t.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon?.id ?? ''));
    expect(after?.redemptions).toBe(1);
  });

  it('saves a 3-D Secure card only once the challenge is passed; a declined card is refused', async () => {
    const shop = await newShop();
    const first = (await saveCard(shop, CARD.challenge)).json().data;
    expect(first).toMatchObject({ status: 'requires_action', card: { last4: '3220', isVerified: false } });
    expect(first.challengeUrl).toMatch(/^\/sandbox-gateway\/challenge\/ch_/);
    const still = await call(shop, 'POST', '/api/agency/subscriptions/payment-methods/verify');
    expect(still.json().data.status).toBe('requires_action');
    const chargeId = new URL(first.challengeUrl, 'http://x').pathname.split('/').at(-1);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/challenge/${chargeId}`,
      headers: { host: DEMO },
      payload: { outcome: 'approve', return: '/subscription' },
    });
    const verified = await call(shop, 'POST', '/api/agency/subscriptions/payment-methods/verify');
    expect(verified.json().data).toMatchObject({ status: 'verified', card: { isVerified: true } });
    expectError(
      await call(shop, 'POST', '/api/agency/subscriptions/payment-methods/verify'),
      400,
      'VALIDATION_FAILED',
      {
        message: 'There is no card waiting for a check',
      },
    );

    expectError(await saveCard(shop, CARD.declined), 402, 'PAYMENT_DECLINED');
    expect((await call(shop, 'GET', '/api/agency/subscriptions/payment-methods')).json().data.card.last4).toBe('3220');
  });

  it('prorates a plan change: up is charged now, down leaves credit for the next invoice', async () => {
    const shop = await newShop();
    await saveCard(shop);
    await call(shop, 'POST', '/api/agency/subscriptions', { planType: 'Starter', duration: 'monthly' });
    expectError(
      await call(shop, 'PATCH', '/api/agency/subscriptions', { planType: 'Starter', duration: 'monthly' }),
      400,
      'VALIDATION_FAILED',
      { message: 'This is already your plan' },
    );
    const up = await call(shop, 'PATCH', '/api/agency/subscriptions', { planType: 'Pro', duration: 'monthly' });
    expect(up.statusCode, up.body).toBe(200);
    // Right after subscribing nearly the whole period is left: about 79.00 - 29.00.
    expect(up.json().data.invoice.subtotal.amount).toBeGreaterThan(4_990);
    expect(up.json().data.invoice.subtotal.amount).toBeLessThanOrEqual(5_000);
    expect(up.json().data).toMatchObject({ planType: 'Pro', status: 'active' });
    const down = await call(shop, 'PATCH', '/api/agency/subscriptions', { planType: 'Starter', duration: 'monthly' });
    expect(down.json().data.invoice).toBeNull();
    expect(down.json().data.credit.amount).toBeGreaterThan(4_990);
  });
});

describe('the subscription lifecycle on a moving clock', () => {
  it('trial, unpaid, retries, grace, unsubscribed, then back with a coupon', async () => {
    const shop = await newShop();
    await call(shop, 'GET', '/api/agency/subscriptions'); // the trial starts
    moveClock(14 * DAY_MS + 60_000);
    await runRenewals();
    let sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
    expect(sub).toMatchObject({ status: 'past_due', isSubscribed: true });
    const due = new Date(sub.dueAt).getTime();
    expect(new Date(sub.nextActionAt).getTime()).toBe(due + DAY_MS);

    for (const day of [1, 3, 7]) {
      moveClock(due + day * DAY_MS + 60_000 - Date.now());
      await runRenewals();
      sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
      expect(sub.status).toBe('past_due');
    }
    expect(new Date(sub.nextActionAt).getTime()).toBe(due + 15 * DAY_MS);
    expect((await agencyRow(shop.id))?.isSubscribed).toBe(true);

    moveClock(due + 15 * DAY_MS + 60_000 - Date.now());
    await runRenewals();
    sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
    expect(sub).toMatchObject({ status: 'unsubscribed', isSubscribed: false, nextActionAt: null });
    expect((await agencyRow(shop.id))?.isSubscribed).toBe(false);
    await t.services.agencies.invalidate();
    const signedIn = await login(t, shop.host, shop.ownerEmail, STRONG_PASSWORD);
    expect(signedIn.json().data).toMatchObject({ isTravelAgent: true, isSubscribed: false });

    // Back: a card and a coupon.
    await saveCard(shop);
    const back = await call(shop, 'POST', '/api/agency/subscriptions', {
      planType: 'Starter',
      duration: 'monthly',
      couponCode: 'WELCOME10',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'active', isSubscribed: true });
    expect(back.json().data.invoice).toMatchObject({ discount: { amount: 1_000 }, total: { amount: 2_090 } });
    expect((await agencyRow(shop.id))?.isSubscribed).toBe(true);
  });

  it('renews on the due date with a repeating coupon, and a failed renewal is paid as soon as a working card is saved', async () => {
    const shop = await newShop();
    await saveCard(shop);
    const first = (
      await call(shop, 'POST', '/api/agency/subscriptions', {
        planType: 'Pro',
        duration: 'monthly',
        couponCode: 'LAUNCH50',
      })
    ).json().data;
    moveClock(new Date(first.periodEnd).getTime() + 60_000 - Date.now());
    await runRenewals();
    let sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
    expect(sub.status).toBe('active');
    expect(sub.periodStart).toBe(first.periodEnd);
    let rows = await t.db.select().from(invoices).where(eq(invoices.agencyId, shop.id));
    expect(rows.map((row) => [row.reason, row.discount, row.total])).toEqual([
      ['subscribe', 3_950, 4_345],
      ['renewal', 3_950, 4_345],
    ]);
    expect(rows[1]?.number ?? 0).toBeGreaterThan(rows[0]?.number ?? Infinity);

    // A card without funds: the next renewal fails, is retried the next day and paid once the card is changed.
    await saveCard(shop, CARD.insufficientFunds);
    moveClock(new Date(sub.periodEnd).getTime() + 60_000 - Date.now());
    await runRenewals();
    sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
    expect(sub.status).toBe('past_due');
    await saveCard(shop, CARD.mastercard); // a working card pays what is due at once
    sub = (await call(shop, 'GET', '/api/agency/subscriptions')).json().data;
    expect(sub).toMatchObject({ status: 'active', dueAt: null });
    rows = await t.db.select().from(invoices).where(eq(invoices.agencyId, shop.id));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ reason: 'renewal', cardLast4: '4444' });
  });
});
