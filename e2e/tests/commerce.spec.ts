import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { AxeAudit } from '../support/axe';
import { linkFromMail, logIn } from '../support/helpers';

const PASSWORD = 'Travel!2026';

test.describe('agency commerce', () => {
  test('a new owner creates an agency on the owner site, lands on the website settings and subscribes with a coupon', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const subdomain = `sun${Date.now().toString(36)}`;
    const email = `founder.${subdomain}@example.test`;
    const audit = new AxeAudit();

    // The owner's marketing site: 'Start now' opens the plans and the form.
    await page.goto(hostUrl(null, '/'));
    await page.getByRole('link', { name: 'Start now' }).click();
    await expect(page).toHaveURL(hostUrl(null, '/start'));
    await expect(page.getByRole('heading', { level: 1, name: 'Start your agency' })).toBeVisible();
    await expect(page.getByTestId('plan-Starter')).toContainText('$29.00');
    await audit.check(page, '/start');
    await page
      .getByTestId('duration-switch')
      .getByText(/Annual/)
      .click();
    await expect(page.getByTestId('plan-Starter')).toContainText('$278.40');

    await page.getByRole('textbox', { name: 'Agency name' }).fill('Sun Trips');
    const address = page.getByRole('textbox', { name: 'Site address' });
    await address.fill('demo');
    await expect(page.getByText('This subdomain is already taken')).toBeVisible();
    await address.fill(subdomain);
    await expect(page.getByTestId('subdomain-available')).toContainText(`${subdomain}.localhost`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nora Founder');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create my agency' }).click();
    await expect(page.getByTestId('agency-created')).toContainText('Your agency is ready');

    // On the new site: confirm the e-mail, log in, land on the website settings.
    await page.goto(hostUrl(subdomain, '/'));
    const link = await linkFromMail(page, email, /Confirm your e-mail/);
    expect(link).toContain(hostUrl(subdomain, '/verify?token='));
    await page.goto(link);
    await expect(page.getByText('Your e-mail is verified. You can now log in.')).toBeVisible();
    await logIn(page, email, PASSWORD, subdomain);
    await expect(page).toHaveURL(hostUrl(subdomain, '/settings/website'));
    await expect(page.getByRole('heading', { level: 1, name: 'Website settings' })).toBeVisible();

    // The subscription: in the trial; a card that asks for 3-D Secure, then a coupon.
    await page.goto(hostUrl(subdomain, '/subscription'));
    await expect(page.getByTestId('subscription-state')).toHaveText('Free trial');
    await page.waitForLoadState('networkidle');
    await audit.check(page, '/subscription');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Nora Founder');
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4000000000003220');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByTestId('saved-card')).toHaveText('visa ending 3220');

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOPE');
    await page.getByTestId('plan-Starter').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('plan-error')).toHaveText('This coupon code is not valid');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('launch50');
    await page.getByTestId('plan-Starter').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Your subscription is active')).toBeVisible();
    await expect(page.getByTestId('subscription-state')).toHaveText('Active');
    // Starter monthly 29.00, half off, plus 10% tax: 15.95, on a numbered invoice with its PDF.
    const invoices = page.getByTestId('invoices');
    await expect(invoices).toContainText(/INV-\d{6}/);
    await expect(invoices).toContainText('$15.95');
    const href = (await invoices.getByRole('link', { name: /Download INV-/ }).getAttribute('href')) ?? '';
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
    }, href);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.size).toBeGreaterThan(500);
    await audit.check(page, '/subscription with an invoice');
    audit.expectClean();
  });
});
