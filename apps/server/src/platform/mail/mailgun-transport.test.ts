import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { fakeMailgun } from '../../testing/fake-mailgun';
import { createMailTransport, MailRejectedError, type OutgoingMail } from './transport';

const KEY = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';
let mailgun: Awaited<ReturnType<typeof fakeMailgun>>;

beforeAll(async () => {
  mailgun = await fakeMailgun();
});
afterAll(() => mailgun.close());
beforeEach(() => {
  mailgun.requests.length = 0;
  mailgun.answer({ status: 200, body: { id: '<1@mg.example.com>', message: 'Queued. Thank you.' } });
});

const transport = (timeoutMs = 2_000) =>
  createMailTransport({
    NODE_ENV: 'production',
    MAIL_TRANSPORT: 'mailgun',
    MAILGUN_API_KEY: KEY,
    MAILGUN_DOMAIN: 'mg.example.com',
    MAILGUN_API_URL: `${mailgun.url}/`,
    MAILGUN_TIMEOUT_MS: timeoutMs,
  });

const MAIL: OutgoingMail = {
  from: '"Demo Travel" <no-reply@tripfolio.example>',
  to: 'ana@example.com',
  subject: 'Fatura INV-000042 de Demo Travel',
  text: 'Obrigado: recebemos US$ 15,95.',
  html: '<p>Obrigado: recebemos US$ 15,95.</p>',
  attachments: [{ filename: 'INV-000042.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 x') }],
  tag: 'subscription-invoice',
};

describe('the Mailgun transport', () => {
  it("posts the message's parts to /v3/<domain>/messages with basic auth api:<key>", async () => {
    const mail = transport();
    expect(mail.kind).toBe('mailgun');
    await mail.send(MAIL);
    expect(mailgun.requests).toHaveLength(1);
    const [request] = mailgun.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/mg.example.com/messages');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`api:${KEY}`).toString('base64')}`);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = request?.form;
    expect(form?.get('from')).toBe(MAIL.from);
    expect(form?.get('to')).toBe('ana@example.com');
    expect(form?.get('subject')).toBe(MAIL.subject);
    expect(form?.get('text')).toBe(MAIL.text);
    expect(form?.get('html')).toBe(MAIL.html);
    expect(form?.get('o:tag')).toBe('subscription-invoice');
    const files = form?.getAll('attachment') ?? [];
    expect(files).toHaveLength(1);
    const file = files[0] as File;
    expect(file.name).toBe('INV-000042.pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.3 x');
  });

  it("posts an agency's own-domain mail as MIME signed with the agency's DKIM key to /messages.mime", async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await transport().send({
      ...MAIL,
      from: '"Demo Travel" <bookings@demo-travel.example>',
      dkim: {
        domainName: 'demo-travel.example',
        keySelector: 'tf1',
        privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      },
    });
    const [request] = mailgun.requests;
    expect(request?.path).toBe('/v3/mg.example.com/messages.mime');
    expect(request?.form.get('to')).toBe('ana@example.com');
    expect(request?.form.get('o:tag')).toBe('subscription-invoice');
    const mime = await (request?.form.get('message') as File).text();
    expect(mime).toMatch(/^DKIM-Signature: .*d=demo-travel\.example; .*s=tf1/ms);
    expect(mime).toContain('From: Demo Travel <bookings@demo-travel.example>');
    expect(mime).toContain('filename=INV-000042.pdf');
  });

  it("refuses for good on Mailgun's 400 with its message, the key nowhere in the error", async () => {
    mailgun.answer({
      status: 400,
      body: { message: 'to parameter is not a valid address. please check documentation' },
    });
    const error = await transport()
      .send({ ...MAIL, to: 'not-an-address' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MailRejectedError);
    expect((error as Error).message).toBe(
      'Mailgun answered 400: to parameter is not a valid address. please check documentation',
    );
    expect(String((error as Error).stack)).not.toContain(KEY);
  });

  it('fails an attempt (to be retried) on a 401, a 5xx and a timeout', async () => {
    mailgun.answer({ status: 401, body: { message: 'Invalid private key' } });
    const unauthorized = await transport()
      .send(MAIL)
      .catch((err: unknown) => err);
    expect(unauthorized).not.toBeInstanceOf(MailRejectedError);
    expect((unauthorized as Error).message).toBe('Mailgun answered 401: Invalid private key');

    mailgun.answer({ status: 503, body: { message: 'Service unavailable' } });
    const down = await transport()
      .send(MAIL)
      .catch((err: unknown) => err);
    expect(down).not.toBeInstanceOf(MailRejectedError);
    expect((down as Error).message).toBe('Mailgun answered 503: Service unavailable');

    mailgun.answer('hang');
    const started = Date.now();
    const slow = await transport(300)
      .send(MAIL)
      .catch((err: unknown) => err);
    expect(slow).not.toBeInstanceOf(MailRejectedError);
    expect((slow as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('choosing the mail transport', () => {
  it('keeps the built-in one by default: the dev mailbox, or SMTP when SMTP_URL is set', () => {
    const config = parseConfig({ NODE_ENV: 'development' });
    expect(config.MAIL_TRANSPORT).toBe('builtin');
    expect(createMailTransport(config).kind).toBe('mailbox');
    expect(createMailTransport(parseConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1' })).kind).toBe(
      'smtp',
    );
  });

  it('takes Mailgun by configuration, US region unless told EU, and needs its key and domain', () => {
    const config = parseConfig({ MAIL_TRANSPORT: 'mailgun', MAILGUN_API_KEY: KEY, MAILGUN_DOMAIN: 'mg.example.com' });
    expect(config.MAILGUN_API_URL).toBe('https://api.mailgun.net');
    expect(createMailTransport(config).kind).toBe('mailgun');
    expect(
      parseConfig({
        MAIL_TRANSPORT: 'mailgun',
        MAILGUN_API_KEY: KEY,
        MAILGUN_DOMAIN: 'mg.example.com',
        MAILGUN_API_URL: 'https://api.eu.mailgun.net',
      }).MAILGUN_API_URL,
    ).toBe('https://api.eu.mailgun.net');
    expect(() => parseConfig({ MAIL_TRANSPORT: 'mailgun' })).toThrow(
      /MAILGUN_API_KEY: required when MAIL_TRANSPORT is mailgun[\s\S]*MAILGUN_DOMAIN: required when MAIL_TRANSPORT is mailgun/,
    );
  });
});
