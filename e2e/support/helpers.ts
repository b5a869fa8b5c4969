import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { hostUrl } from '../playwright.config';

import { DEMO_PASSWORD, DEMO_SSO_SECRET } from '../../apps/server/src/seed/demo-content';

export { DEMO_PASSWORD };

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The dev mailbox of the page's agency, read from the page (the browser resolves *.localhost). */
export async function readMailbox(page: Page, to: string): Promise<MailboxMessage[]> {
  return page.evaluate(async (address) => {
    const response = await fetch(`/dev/mailbox.json?to=${encodeURIComponent(address)}`);
    return (await response.json()) as MailboxMessage[];
  }, to);
}

/** The first link of the newest mail to `to` whose subject matches. */
export async function linkFromMail(page: Page, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readMailbox(page, to)).find((m) => subject.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** The six-digit code of the newest mail to `to` whose subject matches. */
export async function codeFromMail(page: Page, to: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readMailbox(page, to)).find((m) => subject.test(m.subject));
      code = mail?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Logs in through the demo agency's log-in modal. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, subdomain = 'demo') {
  await page.goto(hostUrl(subdomain, '/login'));
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
}

/** A single sign-on token as the agency's portal would mint it. */
export function ssoToken(
  claims: { email: string; name?: string },
  options: { secret?: string; audience?: string; ageSeconds?: number } = {},
) {
  const issuedAt = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
  return new SignJWT({ email: claims.email, name: claims.name })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 120)
    .setAudience(options.audience ?? 'demo')
    .sign(new TextEncoder().encode(options.secret ?? DEMO_SSO_SECRET));
}
