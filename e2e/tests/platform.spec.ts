import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from '../playwright.config';

/** The id of the host's agency, as the server inlined it into the page. */
async function inlinedAgencyId(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(document.getElementById('agency-data')?.textContent ?? '{}')._id as string);
}

test.describe('agency sites by host', () => {
  test('the demo agency is branded on first paint', async ({ page }) => {
    const response = await page.goto(hostUrl('demo'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Blue Horizon Travel');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b7285');
    await expect(page.getByRole('img', { name: 'Blue Horizon Travel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the world with Blue Horizon' })).toBeVisible();
    await expect(page.getByText('Hand-picked flights, hotels, cars and experiences at fair prices')).toBeVisible();
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toContainText('Your browser does not support the video tag.');
    await expect(page.getByTestId('hero-overlay')).toHaveCSS('opacity', '0.35');
  });

  test('a small screen gets the mobile image instead of the video', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(hostUrl('demo'));
    await expect(page.getByTestId('agency-hero')).toHaveCSS('background-image', /hero-mobile\.jpg/);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
  });

  test('coastal has its own brand, no video, and only what it has in the footer', async ({ page }) => {
    await page.goto(hostUrl('coastal'));
    await expect(page).toHaveTitle('Coastal Escapes');
    await expect(page.getByRole('heading', { level: 1, name: 'Sun, sea and easy booking' })).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    const company = page.getByTestId('footer-company');
    await expect(company.getByRole('link')).toHaveText(['Privacy Policy', 'Terms & Conditions', 'Disclaimer']);
    await expect(page.getByTestId('footer-contact').getByRole('link')).toHaveText(['book@coastal.example']);
    await expect(page.getByTestId('footer-social')).toHaveCount(0);
  });

  test('the demo footer shows every company, contact and social link', async ({ page }) => {
    await page.goto(hostUrl('demo'));
    await expect(page.getByTestId('footer-company').getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms & Conditions',
      'Cookies Policy',
      'Disclaimer',
    ]);
    await expect(page.getByTestId('footer-contact').getByRole('link')).toHaveText([
      '+351 21 555 0142',
      'hello@bluehorizon.example',
    ]);
    const social = page.getByTestId('footer-social').getByRole('link');
    await expect(social).toHaveCount(6);
    for (const name of ['Facebook', 'Twitter', 'Linkedin', 'Instagram', 'Youtube', 'Tiktok']) {
      await expect(page.getByTestId('footer-social').getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  test('the owner agency shows the marketing landing with a slider moving every 3 s', async ({ page }) => {
    await page.goto(hostUrl(null));
    await expect(page).toHaveTitle('Tripfolio');
    await expect(page.getByTestId('owner-landing')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The booking engine for travel agencies' })).toBeVisible();
    const slide = page.getByTestId('selling-point');
    await expect(slide).toHaveAttribute('data-index', '0');
    await expect(slide).toHaveAttribute('data-index', '1', { timeout: 4_500 });
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await slide.getAttribute('data-index');
    await page.waitForTimeout(3_500);
    await expect(slide).toHaveAttribute('data-index', paused ?? '');
  });

  test("an unknown host gets 'Agency not found!' with HTTP 404", async ({ page }) => {
    const response = await page.goto(hostUrl('nowhere'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Agency not found!' })).toBeVisible();
  });

  test('an inactive agency says so and its buttons are disabled', async ({ page }) => {
    await page.goto(hostUrl('inactive'));
    await expect(page.getByRole('alert')).toHaveText('Agency is inactive, Please contact the administrator');
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(page.getByText('Your logo')).toBeVisible();
  });
});

test.describe('languages and display', () => {
  test('switching to Portuguese and Spanish translates the site and is remembered', async ({ page }) => {
    await page.goto(hostUrl('demo'));
    await page.getByLabel('Language').selectOption('pt');
    await expect(page.getByRole('button', { name: 'Reserve agora' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    // The agency wrote its hero in English: it says so to browsers and screen readers (3.1.2).
    const heading = page.getByRole('heading', { level: 1, name: 'Discover the world with Blue Horizon' });
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Hand-picked flights, hotels, cars and experiences at fair prices')).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Reserve agora' })).toBeVisible();
    await page.getByLabel('Idioma').selectOption('es');
    await expect(page.getByRole('button', { name: 'Reservar ahora' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const cookies = await page.context().cookies();
    const language = cookies.find((c) => c.name === 'i18next');
    expect(language?.value).toBe('es');
    // 525600 minutes.
    expect(Math.round(((language?.expires ?? 0) - Date.now() / 1000) / 60)).toBeGreaterThan(525_500);
  });

  test('dark mode and right-to-left persist across reloads', async ({ page }) => {
    await page.goto(hostUrl('demo'));
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Right-to-left layout' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the currency selector lists stored rates and remembers the choice', async ({ page }) => {
    await page.goto(hostUrl('demo'));
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Region and currency' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: 'EUR', exact: true }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  });
});

test.describe('routing', () => {
  test('Book Now sends a logged-out visitor to log in, keeping the first booking page that exists as the target', async ({
    page,
  }) => {
    // Coastal lists hotels first, and hotels have their search page.
    await page.goto(hostUrl('coastal'));
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBe('/booknow/hotels');
  });

  test('a protected booking route saves path and query, passes the logout route and asks to log in', async ({
    page,
  }) => {
    // The logout route calls the logout API on its way.
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/user/logout'));
    await page.goto(hostUrl('demo', '/booknow/flights/search-details?from=LIS&to=JFK'));
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('status')).toHaveText(
      'Log in or sign up to see the results of your search: you will come back to them right after.',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBe(
      '/booknow/flights/search-details?from=LIS&to=JFK',
    );
  });

  test('an unknown path sends a logged-out visitor to /login', async ({ page }) => {
    await page.goto(hostUrl('demo', '/no/such/page'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/pricing leads to the platform's own plans", async ({ page }) => {
    await page.goto(hostUrl('demo', '/pricing'));
    await expect(page).toHaveURL(hostUrl(null, '/start'));
    await expect(page.getByRole('heading', { level: 1, name: 'Start your agency' })).toBeVisible();
    await expect(page.getByTestId('plan-Pro')).toContainText('$79.00');
  });
});

test.describe('legal pages', () => {
  test("show the agency's texts, and only those it has", async ({ page }) => {
    await page.goto(hostUrl('demo', '/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/Blue Horizon Travel collects the personal data/)).toBeVisible();
    await page.goto(hostUrl('coastal', '/cookies-policy'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(hostUrl('demo', '/user-terms-and-conditions'));
    await expect(
      page.getByText(/These terms apply when you search and book travel on the Blue Horizon Travel website/),
    ).toBeVisible();
  });

  test('the agency terms page names the host agency', async ({ page }) => {
    await page.goto(hostUrl('demo'));
    const id = await inlinedAgencyId(page);
    await page.goto(hostUrl('demo', `/agency-terms-and-conditions/${id}`));
    await expect(page.getByRole('heading', { name: 'Agency Terms & Conditions' })).toBeVisible();
    await expect(
      page.getByText(/These terms govern the use of the booking platform by Blue Horizon Travel/),
    ).toBeVisible();
  });
});
