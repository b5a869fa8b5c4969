import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { codeFromMail, linkFromMail, logIn, ssoToken } from '../support/helpers';

test.describe('sign-up to logout', () => {
  test('a visitor signs up, verifies through the mailbox, logs in, edits the profile and logs out', async ({
    page,
  }) => {
    const email = `maria.${Date.now()}@example.test`;
    await page.goto(hostUrl('demo', '/signup'));
    const modal = page.getByRole('dialog', { name: 'Sign up' });
    await modal.getByRole('textbox', { name: 'Full name', exact: true }).fill('Maria2');
    await modal.getByRole('textbox', { name: 'Full name', exact: true }).blur();
    await expect(modal.getByText('Only alphabets are allowed')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Full name', exact: true }).fill('Maria Silva');
    await modal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await modal.getByRole('textbox', { name: 'Password', exact: true }).blur();
    await expect(modal.getByText('Password must be valid')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('Travel!2026');
    await expect(modal.getByTestId('password-checklist').locator('[data-met="true"]')).toHaveCount(5);
    // Sign Up stays disabled until the terms are agreed; Enter in a field says why and focuses the box.
    await expect(modal.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(modal.getByText('Please accept the terms and conditions')).toBeVisible();
    await expect(modal.getByRole('checkbox')).toBeFocused();
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText(
        'Thanks for registering. Please check your inbox for an email verification link to activate your account.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(hostUrl('demo', '/'));

    // An unverified account cannot log in.
    await page.goto(hostUrl('demo', '/login'));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Travel!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'Please verify your e-mail address first. We have sent you a new verification link.',
    );

    const link = await linkFromMail(page, email, /Confirm your e-mail/);
    expect(link).toContain(hostUrl('demo', '/verify?token='));
    await page.goto(link);
    await expect(page.getByText('Your e-mail is verified. You can now log in.')).toBeVisible();

    await logIn(page, email);
    // A client goes to the agency's first booking type.
    await expect(page).toHaveURL(/\/booknow\/flights/);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Maria Souza');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveText('Maria Souza');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Logging out...').first()).toBeVisible();
    await expect(page).toHaveURL(hostUrl('demo', '/'));
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('log-in shows server errors in a red alert and refuses a space in the password', async ({ page }) => {
    await page.goto(hostUrl('demo', '/login'));
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Space');
    await expect(page.getByText('Space not allowed')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('client@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  });

  test('the coastal agency shows its log-in as a split screen with its legal links', async ({ page }) => {
    await page.goto(hostUrl('coastal', '/login'));
    await expect(page.getByTestId('split-layout')).toBeVisible();
    await expect(page.getByTestId('split-layout').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('split-layout').getByRole('link', { name: 'Disclaimer' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

/** The demo agency's seeded hero heading (other journeys look for it). */
const DEMO_HEADING = 'Discover the world with Blue Horizon';

test.describe('log-in destinations', () => {
  test("an owner's first log-in opens the website settings; an agent's opens the dashboard", async ({ page }) => {
    await logIn(page, 'owner@demo.test');
    await expect(page).toHaveURL(hostUrl('demo', '/settings/website'));
    await expect(page.getByRole('heading', { level: 1, name: 'Website settings' })).toBeVisible();
    const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
    await expect(heading).toHaveValue(DEMO_HEADING);
    const audit = await new AxeBuilder({ page }).include('main, form').analyze();
    const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    try {
      await heading.fill('Explore further with Blue Horizon');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Data updated successfully')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
      // The site's agency is replaced at once (no reload), and the server serves the new one.
      await page.getByTestId('logo-link').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Explore further with Blue Horizon' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Explore further with Blue Horizon' })).toBeVisible();
    } finally {
      // platform.spec.ts runs later on the same database and expects the demo heading.
      // From the page: the browser resolves *.localhost and sends the owner's session.
      const status = await page.evaluate(async (heading) => {
        const response = await fetch('/api/agency', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ heading }),
        });
        return response.status;
      }, DEMO_HEADING);
      expect(status).toBe(200);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_HEADING })).toBeVisible();
    await page.context().clearCookies();
    await logIn(page, 'agent@demo.test');
    await expect(page).toHaveURL(hostUrl('demo', '/dashboard'));
    await expect(page.getByRole('heading', { name: 'Welcome, Ana Agent' })).toBeVisible();
    // The agency's three demo bookings (README, demo accounts), and those the journeys before
    // this one made on the same database.
    const total = page.getByTestId('count-total');
    await expect.poll(async () => Number((await total.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
  });

  test('an unsubscribed owner is sent to the subscription page of their language', async ({ page }) => {
    await page.goto(hostUrl('coastal', '/login'));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('owner@coastal.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Travel!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(hostUrl('coastal', '/subscription?lang=en'));
    await expect(page.getByTestId('subscription-state')).toHaveText('Unsubscribed');
    // The logo leads an unsubscribed owner back here too.
    await expect(page.getByTestId('logo-link').first()).toHaveAttribute('href', '/subscription');
  });

  test('a protected page saved before log-in is where the client lands', async ({ page }) => {
    await page.goto(hostUrl('demo', '/profile'));
    // The visitor passes the logout route and is asked to log in.
    await expect(page).toHaveURL(hostUrl('demo', '/login'));
    await logIn(page, 'client@demo.test');
    await expect(page).toHaveURL(hostUrl('demo', '/profile'));
  });
});

test('forgot password leads to a new password, and the link works once', async ({ page }) => {
  await page.goto(hostUrl('demo', '/forgotpassword'));
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('restricted@demo.test');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('form-success')).toHaveText(
    'If an account exists for this e-mail, we have sent a link to reset the password.',
  );
  await expect(page).toHaveURL(hostUrl('demo', '/'), { timeout: 5_000 });
  const link = await linkFromMail(page, 'restricted@demo.test', /Reset your/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Journey!2027');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(hostUrl('demo', '/login'));
  await logIn(page, 'restricted@demo.test', 'Journey!2027');
  await page.goto(link);
  await expect(page).toHaveURL(hostUrl('demo', '/expired'));
  await expect(page.getByText('This password reset link has expired or was already used.')).toBeVisible();
});

test('an invited agent signs up with the invited e-mail locked, then logs in', async ({ page }) => {
  const email = `agent.${Date.now()}@example.test`;
  await logIn(page, 'admin@demo.test');
  const status = await page.evaluate(async (address) => {
    const response = await fetch('/api/agency/invitations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, isRestrictedAgent: false }),
    });
    return response.status;
  }, email);
  expect(status).toBe(200);
  await page.context().clearCookies();
  const link = await linkFromMail(page, email, /invited you/);
  await page.goto(link);
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(modal.getByRole('textbox', { name: 'E-mail', exact: true })).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Full name', exact: true }).fill('Bruno Agent');
  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('Agent!2026');
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Sign Up' }).click();
  // Hashing the password (Argon2id, 19 MiB) is slow on a busy machine.
  await expect(page.getByText('Your account is ready. You can now log in.')).toBeVisible({ timeout: 20_000 });
  await logIn(page, email, 'Agent!2026');
  await expect(page).toHaveURL(hostUrl('demo', '/dashboard'));
});

test.describe('single sign-on', () => {
  test('a valid token from the portal signs in and follows the deep link', async ({ page }) => {
    const token = await ssoToken({ email: `sso.${Date.now()}@example.test`, name: 'Sofia Sso' });
    await page.goto(hostUrl('demo', `/sso?token=${token}&navigateTo=${encodeURIComponent('/profile')}`));
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(hostUrl('demo', '/profile'));
    await expect(page.getByTestId('user-menu')).toHaveText('Sofia Sso');
  });

  test("a bad token says 'Error during sso' and ends on /errors/500", async ({ page }) => {
    const token = await ssoToken(
      { email: 'x@example.test' },
      { secret: 'not-the-agency-secret-0123456789-abcdefghijk' },
    );
    await page.goto(hostUrl('demo', `/sso?token=${token}`));
    await expect(page.getByText('Error during sso')).toBeVisible();
    await expect(page).toHaveURL(hostUrl('demo', '/errors/500'));
  });
});

test.describe('social log-in with the local provider', () => {
  test('an unknown Google profile is sent to sign up, then signs up and in', async ({ page }) => {
    await page.goto(hostUrl('demo', '/login'));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: 'Continue as Lucia' }).click();
    await expect(page).toHaveURL(hostUrl('demo', '/signup'));
    await expect(page.getByText('No account is linked to this profile. Please sign up first.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: 'Continue as Lucia' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveText('Lucia Fernandes');
  });

  test('a profile without an e-mail asks for one and a mailed code', async ({ page }) => {
    const email = `noel.${Date.now()}@example.test`;
    await page.goto(hostUrl('demo', '/signup'));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: 'Continue without e-mail' }).click();
    await expect(page.getByText('Hello Noel Noemail, your account gave us no e-mail address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromMail(page, email, /verification code/);
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveText('Noel Noemail');
  });
});

test('an expired session logs out with the expiry toast', async ({ page, request }) => {
  await logIn(page, 'client@demo.test');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

  // The server ends the session from outside the page (as a logout elsewhere would); the page
  // keeps its cookie. Node may not resolve *.localhost, so the call names the agency's host.
  const agencyHost = new URL(hostUrl('demo')).host;
  const token = (await page.context().cookies(hostUrl('demo'))).find((c) => c.name === 'x-access-token')?.value;
  expect(token).toBeTruthy();
  const revoked = await request.post(`http://127.0.0.1:${new URL(hostUrl('demo')).port}/api/user/logout`, {
    headers: { host: agencyHost, cookie: `x-access-token=${token ?? ''}` },
  });
  expect(revoked.status()).toBe(200);

  // The page acts: saving the profile calls the API, which now answers 401.
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Clara Again');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your session has expired, Please login again.')).toBeVisible();
  await expect(page).toHaveURL(hostUrl('demo', '/'));
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
