import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_SECONDS } from '@travel/contracts';
import { agencyRepo } from '../modules/agency/agency.repo';
import { sessionRepo } from '../modules/auth/session.repo';
import type { Db } from '../platform/db/client';
import {
  agencies,
  mailOutbox,
  oneTimeTokens,
  sessions,
  socialIdentities,
  ssoReplays,
  users,
} from '../platform/db/schema';
import { hashPassword } from '../platform/security/password';
import { hashToken, randomToken } from '../platform/security/tokens';
import { buildUser } from '../seed/builders';
import { DEMO_PASSWORD, DEMO_SSO_SECRET } from '../seed/demo-content';
import type { TestApp } from './test-app';
import type { AgencyRow, MailRow, NewUserRow, UserRow } from '../platform/db/schema';

export { DEMO_PASSWORD, DEMO_SSO_SECRET };

/** Hosts of the demo seed's agencies (APP_BASE_DOMAIN is localhost in tests). */
export const DEMO = 'demo.localhost';
export const COASTAL = 'coastal.localhost';
export const INACTIVE = 'inactive.localhost';

/** A password that passes every strength rule of spec section 5. */
export const STRONG_PASSWORD = 'Sunny!Beach9';

let sequence = 0;
/** A fresh e-mail address nobody has used in this run. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Request options that carry a session token as the `x-access-token` cookie. */
export function withCookie(token: string, options: InjectOptions = {}): InjectOptions {
  return { ...options, cookies: { ...options.cookies, [ACCESS_TOKEN_COOKIE]: token } };
}

/** POST /api/user/login as a browser on `host`, optionally from another IP. */
export function login(
  t: TestApp,
  host: string,
  email: string,
  password = DEMO_PASSWORD,
  options: { ip?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.request(host, {
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });
}

/** Logs in through the API and answers the session token (from the HttpOnly cookie); fails the test when the log-in fails. */
export async function signIn(t: TestApp, host: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await login(t, host, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return sessionTokenOf(res);
}

/** The session token a sign-in answer set in its HttpOnly cookie (the body carries none). */
export function sessionTokenOf(res: LightMyRequestResponse): string {
  const token = res.cookies.find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)?.value;
  if (!token) throw new Error('the answer set no session cookie');
  return token;
}

export async function agencyByCode(t: TestApp, code: string): Promise<AgencyRow> {
  const agency = await agencyRepo.findByCode(t.db, code);
  if (!agency) throw new Error(`agency ${code} is not seeded`);
  return agency;
}

/** The user with this e-mail at the agency with this code, or null. */
export async function findUser(t: TestApp, agencyCode: string, email: string): Promise<UserRow | null> {
  const agency = await agencyByCode(t, agencyCode);
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agency.id), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function getUser(t: TestApp, agencyCode: string, email: string): Promise<UserRow> {
  const user = await findUser(t, agencyCode, email);
  if (!user) throw new Error(`no user ${email} at ${agencyCode}`);
  return user;
}

/** Inserts a user straight into the database (with a real Argon2id hash when a password is given). */
export async function createUser(
  t: TestApp,
  agencyCode: string,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow> {
  const agency = await agencyByCode(t, agencyCode);
  const { password, ...rest } = overrides;
  const passwordHash = password ? await hashPassword(password) : null;
  const [row] = await t.db
    .insert(users)
    .values(buildUser(agency.id, { email: uniqueEmail(), passwordHash, ...rest }))
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Opens a session without going through the log-in call (fast: no password check). Tests of the
 * log-in call itself use `signIn`.
 */
export async function openSession(t: TestApp, agencyCode: string, email: string): Promise<string> {
  const user = await getUser(t, agencyCode, email);
  const token = randomToken(32);
  await sessionRepo.create(t.db, {
    agencyId: user.agencyId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    ip: null,
    userAgent: null,
  });
  return token;
}

/** The outbox, oldest first, optionally only what went to one address or used one template. */
export async function readOutbox(t: TestApp, filter: { to?: string; template?: string } = {}): Promise<MailRow[]> {
  const conditions = [];
  if (filter.to) conditions.push(eq(mailOutbox.toAddress, filter.to.toLowerCase()));
  if (filter.template) conditions.push(eq(mailOutbox.template, filter.template));
  return t.db
    .select()
    .from(mailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(mailOutbox.createdAt));
}

/** The newest mail to an address with a template; fails the test when there is none. */
export async function lastMail(t: TestApp, to: string, template: string): Promise<MailRow> {
  const mails = await readOutbox(t, { to, template });
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return mail;
}

/** The `token` query parameter of the first link to `path` in a mail's text. */
export function tokenFromLink(mail: MailRow, origin: string, path: string, parameter = 'token'): string {
  const escaped = `${origin}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?${parameter}=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${origin}${path} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

/** The six-digit code of a code mail. */
export function codeFromMail(mail: MailRow): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}

/** An SSO token as an agency's portal would mint it (HS256); each field can be overridden. */
export async function mintSsoToken(
  claims: {
    email?: string;
    name?: string;
    jti?: string;
    audience?: string;
    secret?: string;
    iat?: number;
    exp?: number;
    alg?: 'HS256' | 'HS384' | 'HS512';
  } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {};
  if (claims.email !== undefined) payload.email = claims.email;
  if (claims.name !== undefined) payload.name = claims.name;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: claims.alg ?? 'HS256', typ: 'JWT' })
    .setAudience(claims.audience ?? 'demo')
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(claims.iat ?? now)
    .setExpirationTime(claims.exp ?? now + 120)
    .sign(new TextEncoder().encode(claims.secret ?? DEMO_SSO_SECRET));
}

/**
 * Everything the accounts calls may change, to compare before and after a refused call: users,
 * sessions, one-time tokens, the outbox, spent SSO ids and social links.
 */
export async function snapshotAccounts(db: Db) {
  const [userRows, sessionRows, tokenRows, mailRows, replayRows, agencyRows, socialRows] = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(sessions).orderBy(asc(sessions.id)),
    db.select().from(oneTimeTokens).orderBy(asc(oneTimeTokens.id)),
    db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox).orderBy(asc(mailOutbox.id)),
    db.select().from(ssoReplays).orderBy(asc(ssoReplays.jti)),
    db.select({ id: agencies.id, updatedAt: agencies.updatedAt }).from(agencies).orderBy(asc(agencies.id)),
    db.select().from(socialIdentities).orderBy(asc(socialIdentities.id)),
  ]);
  return { userRows, sessionRows, tokenRows, mailRows, replayRows, agencyRows, socialRows };
}

/** The `Set-Cookie` of a response by name. */
export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((cookie) => cookie.name === name);
}
