import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import { createUser, lastMail, readOutbox, STRONG_PASSWORD } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const askLink = (t: TestApp, host: string, email: string) =>
  t.request(host, { method: 'POST', url: '/api/user/forgotPasswordLink', payload: { email } });

/** Every absolute URL in a mail's HTML (links and images). */
const urlsIn = (html: string) => [...html.matchAll(/(?:href|src)="(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? '');

describe('links in mail come from the agency, never from the Host header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it.each([
    'demo.localhost:@evil.example',
    'demo.localhost:4200@evil.example',
    'demo.localhost@evil.example',
    'demo.localhost:99999',
    'demo.localhost/evil',
    'demo.localhost:80:81',
  ])('refuses the Host %s and mails nothing', async (host) => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    const res = await askLink(t, host, user.email);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'AGENCY_NOT_FOUND' });
    expect(await readOutbox(t, { to: user.email })).toEqual([]);
  });

  it("links to the agency's configured origin whatever port the request came on", async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    expect((await askLink(t, 'DEMO.localhost:4200', user.email)).statusCode).toBe(200);
    const mail = await lastMail(t, user.email, 'reset-password');
    expect(mail.text).toMatch(/http:\/\/demo\.localhost\/newPassword\?token=[A-Za-z0-9_-]+/);
    expect(mail.text).not.toContain('4200');
  });

  it("uses the agency's custom domain when it has one, also when reached by its subdomain", async () => {
    await t.db.update(agencies).set({ customDomain: 'book.coastal-trips.example' }).where(eq(agencies.code, 'coastal'));
    await t.services.agencies.invalidate();
    try {
      const user = await createUser(t, 'coastal', { password: STRONG_PASSWORD });
      expect((await askLink(t, 'coastal.localhost', user.email)).statusCode).toBe(200);
      const mail = await lastMail(t, user.email, 'reset-password');
      expect(mail.text).toMatch(/http:\/\/book\.coastal-trips\.example\/newPassword\?token=/);
    } finally {
      await t.db.update(agencies).set({ customDomain: null }).where(eq(agencies.code, 'coastal'));
      await t.services.agencies.invalidate();
    }
  });
});

describe('the public scheme and port of the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As `npm start` runs it: port 3000, no PUBLIC_PORT (it defaults to PORT outside production).
    t = await createTestApp({ env: { PORT: '3000', PUBLIC_PORT: '' } });
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('puts every link and image of a mail on http://demo.localhost:3000', async () => {
    const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
    expect((await askLink(t, 'demo.localhost', user.email)).statusCode).toBe(200);
    const mail = await lastMail(t, user.email, 'reset-password');
    const urls = urlsIn(mail.html);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(new URL(url).origin).toBe('http://demo.localhost:3000');
    expect(mail.html).toMatch(/<img src="http:\/\/demo\.localhost:3000\/media\//);
  });
});
