import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import {
  codeFromMail,
  createUser,
  DEMO,
  findUser,
  getUser,
  lastMail,
  login,
  openSession,
  readOutbox,
  snapshotAccounts,
  STRONG_PASSWORD,
  uniqueEmail,
  withCookie,
} from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const CODE_INVALID = { code: 'CODE_INVALID', message: 'The code is not valid' };

const askChange = (token: string, email: string) =>
  t.request(DEMO, withCookie(token, { method: 'PATCH', url: '/api/user/email', payload: { email } }));
const sendCode = (token: string, code: string) =>
  t.request(DEMO, withCookie(token, { method: 'PATCH', url: '/api/user/verify-email-code', payload: { code } }));

/** A code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function startChange() {
  const user = await createUser(t, 'demo', { password: STRONG_PASSWORD });
  const token = await openSession(t, 'demo', user.email);
  const newEmail = uniqueEmail('moved');
  const res = await askChange(token, newEmail.toUpperCase());
  expect(res.statusCode).toBe(200);
  const code = codeFromMail(await lastMail(t, newEmail, 'email-change-code'));
  return { user, token, newEmail, code };
}

describe('PATCH /api/user/email', () => {
  it('mails a six-digit code to the new address and changes nothing yet', async () => {
    const user = await createUser(t, 'demo');
    const token = await openSession(t, 'demo', user.email);
    const newEmail = uniqueEmail('next');
    const res = await askChange(token, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We sent a code to your new e-mail address' });
    const mail = await lastMail(t, newEmail, 'email-change-code');
    expect(mail.subject).toBe('Your Blue Horizon Travel verification code');
    expect(mail.text).toMatch(/Use this code to confirm your new e-mail address: \d{6}/);
    expect(await readOutbox(t, { to: user.email })).toEqual([]);
    expect((await getUser(t, 'demo', user.email)).email).toBe(user.email);
  });

  it('refuses an address another account of the agency has with 409, and the own address with 409', async () => {
    const user = await createUser(t, 'demo');
    const token = await openSession(t, 'demo', user.email);
    const before = await snapshotAccounts(t.db);
    const taken = await askChange(token, 'agent@demo.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists' });
    const own = await askChange(token, user.email);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('CONFLICT');
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it("accepts an address that only another agency's account has", async () => {
    const token = await openSession(t, 'demo', (await createUser(t, 'demo')).email);
    expect((await askChange(token, 'owner@coastal.test')).statusCode).toBe(200);
  });

  it.each([
    ['', 'Required'],
    ['new.example.com', 'Please include an @ in the email address'],
    ['new@example', 'The entered email is not valid'],
  ])('refuses %j with 400 naming the e-mail, nothing changed', async (email, message) => {
    const token = await openSession(t, 'demo', 'client@demo.test');
    const before = await snapshotAccounts(t.db);
    const res = await askChange(token, email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { email: message },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request(DEMO, { method: 'PATCH', url: '/api/user/email', payload: { email: uniqueEmail() } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/verify-email-code', () => {
  it('changes the e-mail with the right code and notifies the old address', async () => {
    const { user, token, newEmail, code } = await startChange();
    const res = await sendCode(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, email: newEmail });
    expect(await findUser(t, 'demo', user.email)).toBeNull();
    expect((await getUser(t, 'demo', newEmail)).id).toBe(user.id);

    const notice = await lastMail(t, user.email, 'email-changed');
    expect(notice.subject).toBe('Your Blue Horizon Travel e-mail address was changed');
    expect(notice.text).toContain(`Your account's e-mail address is now ${newEmail}.`);
    expect((await login(t, DEMO, newEmail, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, DEMO, user.email, STRONG_PASSWORD)).statusCode).toBe(400);

    // The code works once.
    expect((await sendCode(token, code)).json()).toEqual(CODE_INVALID);
  });

  it('refuses a wrong code with 400 CODE_INVALID and keeps the e-mail', async () => {
    const { user, token, code } = await startChange();
    const res = await sendCode(token, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CODE_INVALID);
    expect((await getUser(t, 'demo', user.email)).email).toBe(user.email);
  });

  it('kills the code after 5 wrong ones', async () => {
    const { user, token, code } = await startChange();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(token, wrongCode(code))).json()).toEqual(CODE_INVALID);
    const late = await sendCode(token, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(CODE_INVALID);
    expect((await getUser(t, 'demo', user.email)).email).toBe(user.email);
  });

  it('refuses the right code once 5 guesses are counted, even before the code is marked dead', async () => {
    // The state parallel guesses leave while the fifth wrong one is still being refused.
    const { user, token, code } = await startChange();
    await t.db
      .update(oneTimeTokens)
      .set({ attempts: 5 })
      .where(
        and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'email_change'), isNull(oneTimeTokens.usedAt)),
      );
    const res = await sendCode(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CODE_INVALID);
    expect((await getUser(t, 'demo', user.email)).email).toBe(user.email);
  });

  it('leaves the code dead after a burst of guesses sent at once', async () => {
    const { user, token, code } = await startChange();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...guesses, code].map((guess) => sendCode(token, guess)));
    expect(answers.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((res) => res.statusCode === 200 || res.json().code === 'CODE_INVALID')).toBe(true);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'email_change')));
    // The code is dead whatever the outcome: used by the right guess, or killed by the wrong ones.
    expect(row?.attempts).toBeGreaterThanOrEqual(5);
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('takes 4 wrong codes and then the right one', async () => {
    const { token, newEmail, code } = await startChange();
    for (let i = 0; i < 4; i += 1) await sendCode(token, wrongCode(code));
    const res = await sendCode(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(newEmail);
  });

  it("does not take another user's code", async () => {
    const { code } = await startChange();
    const other = await openSession(t, 'demo', (await createUser(t, 'demo')).email);
    expect((await sendCode(other, code)).json()).toEqual(CODE_INVALID);
  });

  it('refuses the code when the address was taken meanwhile', async () => {
    const { user, token, newEmail, code } = await startChange();
    await createUser(t, 'demo', { email: newEmail });
    const res = await sendCode(token, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await getUser(t, 'demo', user.email)).id).toBe(user.id);
  });

  it.each([[''], ['12345'], ['abcdef'], ['1234567']])('refuses code %j with 400 naming it', async (code) => {
    const { token } = await startChange();
    const before = await snapshotAccounts(t.db);
    const res = await sendCode(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { code: 'Invalid value' },
    });
    expect(await snapshotAccounts(t.db)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request(DEMO, {
      method: 'PATCH',
      url: '/api/user/verify-email-code',
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
