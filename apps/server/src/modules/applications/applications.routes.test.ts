import { createPublicKey, createVerify } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailDomains } from '../../platform/db/schema';
import { MailWorker } from '../../platform/mail/mail-worker';
import type { MailTransport, OutgoingMail } from '../../platform/mail/transport';
import { seedDemo } from '../../seed/seed';
import {
  agencyByCode,
  COASTAL,
  DEMO,
  lastMail,
  openSession,
  uniqueEmail,
  withCookie,
} from '../../testing/auth-helpers';
import { startDnsServer, txtChunks, type TestZone } from '../../testing/dns-server';
import { expectError } from '../../testing/http-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let owner: string;
let admin: string;
let agent: string;
let coastalOwner: string;

beforeAll(async () => {
  dns = await startDnsServer();
  t = await createTestApp({
    env: {
      RATE_LIMITS: 'false',
      MAIL_DNS_SERVERS: dns.server,
      MAIL_SPF_INCLUDE: '_spf.platform.example',
      MAIL_RETURN_PATH_HOST: 'bounces.platform.example',
    },
  });
  await seedDemo(t.db);
  owner = await openSession(t, 'demo', 'owner@demo.test');
  admin = await openSession(t, 'demo', 'admin@demo.test');
  agent = await openSession(t, 'demo', 'agent@demo.test');
  coastalOwner = await openSession(t, 'coastal', 'owner@coastal.test');
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, host = DEMO) =>
  t.request(
    host,
    withCookie(token, { method, url: `/api/agency/applications${url}`, ...(payload ? { payload } : {}) }),
  );

interface Records {
  domain: string;
  selector: string;
  status: string;
  records: { purpose: string; type: string; name: string; value: string; found: boolean | null }[];
}

/** Creates in the test zone the records the platform asked for (all, or all but one). */
function publish(zone: TestZone, domain: Records, skip?: string) {
  for (const record of domain.records) {
    if (record.purpose === skip) continue;
    if (record.type === 'TXT') zone.txt.set(record.name, [txtChunks(record.value)]);
    else zone.cname.set(record.name, record.value);
  }
}

describe('the own mail domain', () => {
  it('is listed, added with its DNS records, verified record by record, used to sign mail, then removed', async () => {
    const listed = await call(owner, 'GET', '');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.applications).toEqual([
      { key: 'mailgun', enabled: false, status: 'none' },
      { key: 'reward-wallet', enabled: true, config: { enabled: true, earnBasisPoints: 200 } },
    ]);
    expect((await call(owner, 'GET', '/mailgun/domain')).json()).toEqual({ data: null });

    const added = await call(owner, 'POST', '/mailgun/domain', { domain: '  Mail.Sunny-Travel.PT ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('Domain added. Create its DNS records, then verify them.');
    const domain = added.json().data as Records;
    expect(domain).toMatchObject({ domain: 'mail.sunny-travel.pt', status: 'pending' });
    expect(added.body).not.toMatch(/PRIVATE KEY/);
    expect(domain.records.map(({ purpose, type, name }) => [purpose, type, name])).toEqual([
      ['spf', 'TXT', 'mail.sunny-travel.pt'],
      ['dkim', 'TXT', `${domain.selector}._domainkey.mail.sunny-travel.pt`],
      ['returnPath', 'CNAME', 'bounces.mail.sunny-travel.pt'],
    ]);
    expect(domain.records[0]?.value).toBe('v=spf1 include:_spf.platform.example ~all');
    expect(domain.records[2]?.value).toBe('bounces.platform.example');
    const publicKey = /p=([A-Za-z0-9+/=]+)/.exec(domain.records[1]?.value ?? '')?.[1] ?? '';
    expect(
      createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyType,
    ).toBe('rsa');
    // The private key is stored sealed, never as PEM.
    const agency = await agencyByCode(t, 'demo');
    const [stored] = await t.db.select().from(mailDomains).where(eq(mailDomains.agencyId, agency.id));
    expect(stored?.dkimPrivateKeyEncrypted).not.toMatch(/PRIVATE KEY/);

    // Nothing published yet: each record not found, still pending, cannot be switched on.
    const none = await call(owner, 'POST', '/mailgun/domain/verify');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().message).toBe('Some DNS records were not found yet. DNS changes can take a while.');
    expect(none.json().data.records.map((r: { found: boolean }) => r.found)).toEqual([false, false, false]);
    expectError(
      await call(owner, 'POST', '/mailgun/config', { enabled: true, fromLocalPart: 'hello' }),
      400,
      'VALIDATION_FAILED',
      {
        details: { enabled: 'Verify a mail domain before switching this on' },
      },
    );
    expectError(
      await call(owner, 'POST', '/mailgun/test-email', { email: 'me@example.org' }),
      400,
      'VALIDATION_FAILED',
    );

    // All but the DKIM record: that one is reported missing.
    publish(dns.zone, domain, 'dkim');
    dns.zone.txt.set('mail.sunny-travel.pt', [
      ['google-site-verification=abc'],
      txtChunks(domain.records[0]?.value ?? ''),
    ]);
    const partial = (await call(admin, 'POST', '/mailgun/domain/verify')).json().data;
    expect(partial.records.map((r: { found: boolean }) => r.found)).toEqual([true, false, true]);
    expect(partial.status).toBe('pending');

    // A DKIM record with another key does not pass either.
    dns.zone.txt.set(domain.records[1]?.name ?? '', [['v=DKIM1; k=rsa; p=AAAAB3NzaC1yc2E']]);
    expect((await call(owner, 'POST', '/mailgun/domain/verify')).json().data.records[1].found).toBe(false);

    publish(dns.zone, domain);
    const verified = await call(owner, 'POST', '/mailgun/domain/verify');
    expect(verified.json()).toMatchObject({
      message: 'Domain verified: your e-mails are now sent from it',
      data: { status: 'verified', records: [{ found: true }, { found: true }, { found: true }] },
    });
    expect((await call(owner, 'GET', '')).json().data.applications).toContainEqual({
      key: 'mailgun',
      enabled: true,
      status: 'verified',
    });

    // Settings: bad fields each named; good ones saved with the spec's message.
    expectError(
      await call(owner, 'POST', '/mailgun/config', { enabled: 'yes', fromLocalPart: 'no spaces' }),
      400,
      'VALIDATION_FAILED',
      {
        details: { enabled: 'Invalid value', fromLocalPart: 'Invalid value' },
      },
    );
    const saved = await call(owner, 'POST', '/mailgun/config', {
      enabled: true,
      fromName: 'Sunny',
      fromLocalPart: 'Hello',
    });
    expect(saved.json()).toEqual({
      message: 'Data updated successfully',
      data: { enabled: true, fromName: 'Sunny', fromLocalPart: 'hello' },
    });
    expect((await call(owner, 'GET', '/mailgun/config')).json().data.fromLocalPart).toBe('hello');

    // The test e-mail goes through the outbox; the worker sends it from the domain, DKIM-signed.
    const to = uniqueEmail('dkim');
    const sent = await call(owner, 'POST', '/mailgun/test-email', { email: to });
    expect(sent.json()).toEqual({ message: 'Test e-mail sent' });
    await lastMail(t, to, 'mail-domain-test');
    const raw = await deliverSigned(to);
    expect(raw).toMatch(/^From: Sunny <hello@mail\.sunny-travel\.pt>/m);
    const signature = /^DKIM-Signature: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
    expect(signature).toContain('d=mail.sunny-travel.pt');
    expect(signature).toContain(`s=${domain.selector}`);
    expect(verifiesWith(raw, publicKey)).toBe(true);

    const removed = await call(owner, 'DELETE', '/mailgun/domain');
    expect(removed.json()).toEqual({ message: 'Domain removed', data: null });
    expectError(await call(owner, 'DELETE', '/mailgun/domain'), 404, 'NOT_FOUND');
    expect((await call(owner, 'GET', '')).json().data.applications[0]).toMatchObject({
      enabled: false,
      status: 'none',
    });
  });

  it('refuses a bad domain name, a second domain, another role and keeps agencies apart', async () => {
    for (const domain of ['', 'localhost', 'no_underscores.com', '-bad.com', 'a.b.test', 'x'.repeat(64) + '.com'])
      expectError(await call(coastalOwner, 'POST', '/mailgun/domain', { domain }, COASTAL), 400, 'VALIDATION_FAILED');
    const first = await call(coastalOwner, 'POST', '/mailgun/domain', { domain: 'coastal-trips.com' }, COASTAL);
    expect(first.statusCode, first.body).toBe(200);
    expectError(
      await call(coastalOwner, 'POST', '/mailgun/domain', { domain: 'other.com' }, COASTAL),
      409,
      'CONFLICT',
      {
        message: 'Remove the current domain before adding another',
      },
    );
    // The demo agency sees none of it, and its agents may not touch applications.
    expect((await call(owner, 'GET', '/mailgun/domain')).json()).toEqual({ data: null });
    expectError(await call(agent, 'GET', ''), 403, 'FORBIDDEN');
    expectError(await call(agent, 'POST', '/mailgun/domain', { domain: 'agent.com' }), 403, 'FORBIDDEN');
    expectError(await call(owner, 'GET', '/wallet/config'), 404, 'ROUTE_NOT_FOUND');
    expectError(await call(owner, 'POST', '/mailgun/domain/verify'), 404, 'NOT_FOUND');
  });
});

/** Runs a mail worker whose transport renders the message with nodemailer; answers the raw message to `to`. */
async function deliverSigned(to: string): Promise<string> {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let raw = '';
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (mail: OutgoingMail) => {
      const info = await renderer.sendMail(mail);
      if (mail.to === to) raw = (info.message as Buffer).toString('utf8');
    },
  };
  const worker = new MailWorker(t.db, transport, 'no-reply@platform.example', t.app.log, (tx, agencyId) =>
    t.services.mailDomains.senderOf(agencyId, tx),
  );
  await worker.deliverDue();
  if (!raw) throw new Error(`nothing delivered to ${to}`);
  return raw;
}

/**
 * Checks the DKIM signature's header hash (relaxed/relaxed, rsa-sha256) against the published
 * key: enough to prove the message was signed with the domain's private key.
 */
function verifiesWith(raw: string, publicKeyBase64: string): boolean {
  const [head = ''] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const dkim = unfolded.find((line) => /^dkim-signature:/i.test(line)) ?? '';
  const tags = new Map(
    dkim
      .slice(dkim.indexOf(':') + 1)
      .split(';')
      .map((part) => part.trim().split(/=(.*)/s) as [string, string]),
  );
  const relax = (line: string) => {
    const at = line.indexOf(':');
    return `${line.slice(0, at).trim().toLowerCase()}:${line
      .slice(at + 1)
      .replace(/\s+/g, ' ')
      .trim()}`;
  };
  const signed = (tags.get('h') ?? '').split(':').map((name) => {
    const line = unfolded.find((header) => header.toLowerCase().startsWith(`${name.trim().toLowerCase()}:`));
    return line ? `${relax(line)}\r\n` : '';
  });
  const withoutB = relax(dkim).replace(/b=[^;]*$/, 'b=');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signed.join('') + withoutB);
  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  return verifier.verify(key, Buffer.from((tags.get('b') ?? '').replace(/\s+/g, ''), 'base64'));
}
