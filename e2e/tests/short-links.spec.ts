import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { inDays } from '../support/flights';
import { DEMO_PASSWORD, linkFromMail, logIn } from '../support/helpers';

test.describe('short links', () => {
  test('an agent shares a flight search by e-mail; a visitor opens it, logs in and lands on the same search; the list counts the click and the search', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const friend = `friend-${Date.now()}@example.org`;
    const searchPath = `/booknow/flights/search-details?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=MAD&date=${inDays(41)}`;

    // The agent shares the results page they are looking at.
    await logIn(page, 'agent@demo.test');
    await page.goto(hostUrl('demo', searchPath));
    await expect(page.getByTestId('results-count')).toContainText('flights found');
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    const shortLink = await dialog.getByTestId('short-link').inputValue();
    expect(shortLink).toMatch(/^http:\/\/demo\.localhost:\d+\/url\/[0-9A-Za-z]{10}$/);
    const code = shortLink.slice(-10);
    await dialog.getByRole('textbox', { name: 'Send to e-mail' }).fill(friend);
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('The Madrid flights we talked about');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('The link has been sent')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A visitor reads the mail and opens the link: a search page asks them to log in first, then
    // shows the very search.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(hostUrl('demo', '/'));
    const link = await linkFromMail(visitor, friend, /shared a trip with you/);
    expect(link).toBe(shortLink);
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/login/);
    await visitor.getByRole('textbox', { name: 'E-mail', exact: true }).fill('client@demo.test');
    await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(visitor).toHaveURL(hostUrl('demo', searchPath));
    await expect(visitor.getByTestId('results-count')).toContainText('flights found');

    // A deleted or unknown link says so.
    await visitor.goto(hostUrl('demo', '/url/ZZZZZZZZZZ'));
    await expect(visitor.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
    await context.close();

    // The agent's list: the link, who made it, and its funnel.
    await page.goto(hostUrl('demo', '/short-links'));
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(code);
    const row = page.locator(`tr[data-code="${code}"]`);
    await expect(row).toContainText('Ana Agent');
    await expect(row.getByTestId('clicks')).toHaveText('1 click');
    await expect(row.getByTestId('searches')).toHaveText('1 search');
    await expect(row.getByTestId('bookings')).toHaveText('0 bookings');
  });
});

test.describe('applications', () => {
  test('an owner adds a mail domain, sees the DNS records to create, verifies them (not there yet) and removes it', async ({
    page,
  }) => {
    await logIn(page, 'owner@demo.test');
    await page.goto(hostUrl('demo', '/dashboard'));
    await page.getByRole('link', { name: 'Applications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();

    const domain = page.getByRole('textbox', { name: 'Domain' });
    await domain.fill('not a domain');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Enter a domain name like mail.your-agency.com')).toBeVisible();
    await domain.fill('mail.blue-horizon-travel.com');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Domain added. Create its DNS records, then verify them.')).toBeVisible();

    const records = page.getByTestId('dns-records');
    await expect(records.locator('[data-purpose="spf"]')).toContainText('v=spf1 include:');
    await expect(records.locator('[data-purpose="dkim"]')).toContainText('._domainkey.mail.blue-horizon-travel.com');
    await expect(records.locator('[data-purpose="dkim"]')).toContainText('v=DKIM1; k=rsa; p=');
    await expect(records.locator('[data-purpose="returnPath"]')).toContainText('bounces.mail.blue-horizon-travel.com');
    await expect(page.getByTestId('domain-status')).toHaveText('Waiting for DNS');

    // Nobody published them: each record says so, and mail keeps the platform's address.
    await page.getByRole('button', { name: 'Verify DNS records' }).click();
    await expect(page.getByText('Some DNS records were not found yet. DNS changes can take a while.')).toBeVisible();
    await expect(page.getByTestId('record-check')).toHaveText(['Not found', 'Not found', 'Not found']);

    await page.getByRole('button', { name: 'Remove domain' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove domain' }).click();
    await expect(page.getByText('Domain removed')).toBeVisible();
    await expect(domain).toBeVisible();
  });
});
