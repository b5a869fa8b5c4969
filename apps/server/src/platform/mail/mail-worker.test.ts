import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../seed/seed';
import {
  COASTAL,
  DEMO,
  findUser,
  lastMail,
  readOutbox,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mailOutbox, type MailRow } from '../db/schema';
import { MailWorker, nextAttemptAt } from './mail-worker';
import { mailRepo } from './mail.repo';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';
import { fakeMailgun } from '../../testing/fake-mailgun';

let t: TestApp;

beforeAll(async () => {
  // Delivery through SMTP to a port where nothing listens: every send fails for real.
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'bookings@tripfolio.example' } });
  await seedDemo(t.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const signUp = (host: string, email: string) =>
  t.request(host, {
    method: 'POST',
    url: '/api/user/signUp',
    payload: { name: 'Mila Mendes', email, password: STRONG_PASSWORD, hostName: host, checked: true },
  });

async function mailRow(id: string): Promise<MailRow> {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`mail ${id} is gone`);
  return row;
}

/** A transport that records what it is given, or fails with a message. */
function fakeTransport(failWith?: string): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    sent,
    send: async (mail) => {
      if (failWith) throw new Error(failWith);
      sent.push(mail);
    },
  };
}

/** A pending mail of a fresh sign-up, the only one pending (a worker batch takes 20 at most). */
async function pendingMail(): Promise<MailRow> {
  await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
  const email = uniqueEmail('mail');
  expect((await signUp(DEMO, email)).statusCode).toBe(200);
  return lastMail(t, email, 'verify-email');
}

describe('the outbox', () => {
  it('is written in the same transaction as the change: when the mail cannot be written, the account is not created', async () => {
    const email = uniqueEmail('rollback');
    const insert = mailRepo.insert;
    vi.spyOn(mailRepo, 'insert').mockImplementation(async (db, mail) => {
      await insert(db, mail);
      throw new Error('disk full after the insert');
    });
    const res = await signUp(DEMO, email);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong' });
    expect(await findUser(t, 'demo', email)).toBeNull();
    expect(await readOutbox(t, { to: email })).toEqual([]);
  });

  it('holds no mail for a failed sign-up', async () => {
    const before = (await readOutbox(t)).length;
    expect((await signUp(DEMO, 'client@demo.test')).statusCode).toBe(409);
    expect((await signUp(DEMO, 'not-an-email')).statusCode).toBe(400);
    expect(await readOutbox(t)).toHaveLength(before);
  });

  it('keeps a new mail pending until the worker runs', async () => {
    const mail = await pendingMail();
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null });
  });
});

describe('MailWorker', () => {
  it('sends the files a message carries (a voucher) as attachments', async () => {
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    const pdf = Buffer.from('%PDF-1.3 a voucher');
    const mail = await mailRepo.insert(t.db, {
      agencyId: null,
      toAddress: uniqueEmail('voucher'),
      subject: 'Your voucher',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      template: 'hotel-confirmed',
      attachments: [{ filename: 'voucher.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    const transport = fakeTransport();
    // A second on: the database stamps the mail due in microseconds, later than this millisecond.
    await new MailWorker(t.db, transport, 'bookings@tripfolio.example', t.app.log).deliverDue(
      new Date(Date.now() + 1000),
    );
    const sent = transport.sent.find((message) => message.to === mail.toAddress);
    expect(sent?.attachments).toEqual([{ filename: 'voucher.pdf', contentType: 'application/pdf', content: pdf }]);
  });

  it('delivers due mail through the transport and marks it sent', async () => {
    const mail = await pendingMail();
    const transport = fakeTransport();
    const worker = new MailWorker(t.db, transport, 'bookings@tripfolio.example', t.app.log);
    expect(await worker.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(transport.sent).toContainEqual({
      from: 'bookings@tripfolio.example',
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [],
      tag: 'verify-email',
    });
    const row = await mailRow(mail.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Sent mail is not sent again.
    const again = fakeTransport();
    await new MailWorker(t.db, again, 'bookings@tripfolio.example', t.app.log).deliverDue();
    expect(again.sent.map((sent) => sent.to)).not.toContain(mail.toAddress);
  });

  it('keeps mail pending with attempts, the error and a later next try when SMTP fails', async () => {
    const mail = await pendingMail();
    const now = new Date(Date.now() + 1000);
    await t.services.mail.deliverDue(now);
    const failed = await mailRow(mail.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    // Not due before the backoff is over.
    await t.services.mail.deliverDue(new Date(now.getTime() + 29_000));
    expect((await mailRow(mail.id)).attempts).toBe(1);

    const later = new Date(now.getTime() + 30_000);
    await t.services.mail.deliverDue(later);
    const second = await mailRow(mail.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.nextAttemptAt.getTime()).toBe(later.getTime() + 60_000);

    // Once delivery works again, the mail goes.
    const transport = fakeTransport();
    await new MailWorker(t.db, transport, 'bookings@tripfolio.example', t.app.log).deliverDue(
      new Date(later.getTime() + 60_000),
    );
    expect(await mailRow(mail.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent.map((sent) => sent.to)).toContain(mail.toAddress);
  });

  it('never loses a mail: after the last attempt it stays in the outbox, marked failed, with its error', async () => {
    const mail = await pendingMail();
    const worker = new MailWorker(
      t.db,
      fakeTransport('550 mailbox unavailable'),
      'bookings@tripfolio.example',
      t.app.log,
    );
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await worker.deliverDue(now);
      const row = await mailRow(mail.id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('550 mailbox unavailable');
      expect(row.status).toBe(attempt < 10 ? 'pending' : 'failed');
      now = new Date(row.nextAttemptAt.getTime() + 1);
    }
    await worker.deliverDue(new Date(now.getTime() + 86_400_000));
    expect(await mailRow(mail.id)).toMatchObject({ status: 'failed', attempts: 10, text: mail.text, html: mail.html });
  });

  it('through Mailgun: sent on its success, retried on a 5xx, failed at once on a 400, the key never logged', async () => {
    const mailgun = await fakeMailgun();
    const key = 'key-never-in-a-log-0123456789';
    const logged: string[] = [];
    const log = t.app.log.child({});
    vi.spyOn(log, 'warn').mockImplementation((...args: unknown[]) => void logged.push(JSON.stringify(args)));
    const worker = new MailWorker(
      t.db,
      createMailTransport({
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'mailgun',
        MAILGUN_API_KEY: key,
        MAILGUN_DOMAIN: 'mg.example.com',
        MAILGUN_API_URL: mailgun.url,
      }),
      'bookings@tripfolio.example',
      log,
    );
    try {
      const sent = await pendingMail();
      await worker.deliverDue(new Date(Date.now() + 1000));
      expect(await mailRow(sent.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(mailgun.requests.at(-1)?.form.get('to')).toBe(sent.toAddress);
      expect(mailgun.requests.at(-1)?.form.get('o:tag')).toBe('verify-email');

      const retried = await pendingMail();
      mailgun.answer({ status: 503, body: { message: 'Service unavailable' } });
      const now = new Date(Date.now() + 1000);
      await worker.deliverDue(now);
      const pending = await mailRow(retried.id);
      expect(pending).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'Mailgun answered 503: Service unavailable',
      });
      expect(pending.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

      const refused = await pendingMail();
      mailgun.answer({
        status: 400,
        body: { message: "'to' parameter is not a valid address. please check documentation" },
      });
      await worker.deliverDue(new Date(Date.now() + 1000));
      expect(await mailRow(refused.id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: "Mailgun answered 400: 'to' parameter is not a valid address. please check documentation",
      });
      expect(logged.length).toBeGreaterThanOrEqual(2);
      expect(logged.join('\n')).not.toContain(key);
      expect(logged.join('\n')).not.toContain(Buffer.from(`api:${key}`).toString('base64'));
    } finally {
      await mailgun.close();
    }
  });

  it('backs off 30 s, doubling, capped at 1 hour', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const delays = [0, 1, 2, 3, 6, 7, 8].map(
      (attempts) => (nextAttemptAt(attempts, now)?.getTime() ?? 0) - now.getTime(),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(nextAttemptAt(9, now)).toBeNull();
  });
});

describe('GET /dev/mailbox.json', () => {
  it("lists the host agency's mail, newest first, as { to, subject, text, html, createdAt, status, attachments }", async () => {
    const demoEmail = uniqueEmail('box');
    const coastalEmail = uniqueEmail('coastalbox');
    await signUp(DEMO, demoEmail);
    await signUp(COASTAL, coastalEmail);

    const res = await t.request(DEMO, { method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    const messages: Array<Record<string, string>> = res.json();
    const mine = messages.find((message) => message.to === demoEmail);
    const stored = await lastMail(t, demoEmail, 'verify-email');
    expect(mine).toEqual({
      to: demoEmail,
      subject: 'Confirm your e-mail for Blue Horizon Travel',
      text: stored.text,
      html: stored.html,
      createdAt: stored.createdAt.toISOString(),
      status: 'pending',
      attachments: [],
    });
    expect(mine?.text).toContain('http://demo.localhost/verify?token=');
    expect(messages.some((message) => message.to === coastalEmail)).toBe(false);
    const times = messages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const coastal: Array<{ to: string }> = (
      await t.request(COASTAL, { method: 'GET', url: '/dev/mailbox.json' })
    ).json();
    expect(coastal.map((message) => message.to)).toContain(coastalEmail);
    expect(coastal.map((message) => message.to)).not.toContain(demoEmail);
  });

  it('filters by recipient, and lists nothing for an unknown host', async () => {
    const email = uniqueEmail('filter');
    await signUp(DEMO, email);
    const res = await t.request(DEMO, {
      method: 'GET',
      url: `/dev/mailbox.json?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(res.json().map((message: { to: string }) => message.to)).toEqual([email]);
    expect((await t.request('nowhere.localhost', { method: 'GET', url: '/dev/mailbox.json' })).json()).toEqual([]);
  });

  it('shows the same mail as an HTML page', async () => {
    const email = uniqueEmail('page');
    await signUp(DEMO, email);
    const res = await t.request(DEMO, { method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Mailbox (1)</h1>');
    expect(res.body).toContain(`To <strong>${email}</strong>`);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), SINGLE_NODE: 'true' },
    });
    try {
      await seedDemo(production.db);
      expect((await production.request(DEMO, { method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
