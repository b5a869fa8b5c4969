import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { inDays } from '../support/flights';
import { DEMO_PASSWORD, logIn } from '../support/helpers';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1366, height: 900 };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every element of the tab bar and header reads whole: nothing is cut with an ellipsis or clipped. */
async function expectNothingCut(page: Page, selector: string) {
  const cut = await page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
    );
  expect(cut).toEqual([]);
}

test.describe('a logged-out search', () => {
  test('asks the visitor to log in, saying why, and brings them back to their search', async ({ page }) => {
    const departure = inDays(30);
    const search = `/booknow/flights/search-details?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=OPO&date=${departure}`;
    await page.goto(hostUrl('demo', search));

    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Log in or sign up to see the results of your search: you will come back to them right after.',
    );
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('client@demo.test');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(hostUrl('demo', search));
    await expect(page.getByTestId('results-count')).toContainText('flights found');
  });

  test('says why in the language of the page', async ({ page }) => {
    await page.context().addCookies([{ name: 'i18next', value: 'es', url: hostUrl('demo') }]);
    await page.goto(hostUrl('demo', '/mytrip'));
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' }).getByRole('status')).toHaveText(
      'Inicie sesión o regístrese para continuar: volverá a la página que pidió justo después.',
    );
  });
});

test.describe('back-office navigation', () => {
  test('an owner has a persistent side navigation at 1366 px, and the menu button at 390 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, 'owner@demo.test');
    await page.goto(hostUrl('demo', '/dashboard'));
    const side = page.getByTestId('agent-navigation').getByRole('navigation', { name: 'Menu' });
    await expect(side).toBeVisible();
    await expect(side.getByRole('link')).toHaveText([
      'Dashboard',
      'Book Now',
      'Clients',
      'Agents',
      'Approvals',
      'Proposals',
      'Flight bookings',
      'Hotel bookings',
      'Car bookings',
      'Activity bookings',
      'Short links',
      'Markups',
      'Website settings',
      'Subscription',
      'Applications',
    ]);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await side.getByRole('link', { name: 'Flight bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/flights$/);
    await expect(side.getByRole('link', { name: 'Flight bookings' })).toHaveAttribute('aria-current', 'page');
    await side.getByRole('link', { name: 'Markups' }).click();
    await expect(page).toHaveURL(/\/settings\/markups$/);

    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('agent-navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Website settings' }).click();
    await expect(page).toHaveURL(/\/settings\/website$/);
  });

  test('an agent gets the entries of their role only', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, 'agent@demo.test');
    await page.goto(hostUrl('demo', '/dashboard'));
    await expect(page.getByTestId('agent-navigation').getByRole('link')).toHaveText([
      'Dashboard',
      'Book Now',
      'Clients',
      'Proposals',
      'Flight bookings',
      'Hotel bookings',
      'Car bookings',
      'Activity bookings',
      'Short links',
    ]);
    await page.getByTestId('agent-navigation').getByRole('link', { name: 'Hotel bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/hotels$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a client has none', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, 'client@demo.test');
    await page.goto(hostUrl('demo', '/booknow/flights/search'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('agent-navigation')).toHaveCount(0);
  });
});

test.describe('no dead ends', () => {
  test('a client sees only the booking types whose pages exist, and no link leads to a missing page', async ({
    page,
  }) => {
    await logIn(page, 'client@demo.test');
    await page.goto(hostUrl('demo', '/booknow/flights/search'));
    const tabs = page.getByRole('navigation', { name: 'Booking types' });
    await expect(tabs.getByRole('link')).toHaveText(['Flights', 'Hotels', 'Cars', 'Activities']);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => /\/subscription/.test(href ?? ''))).toEqual([]);
  });

  test("an unsubscribed owner's logo leads to the subscription page", async ({ page }) => {
    // Their log-in leads to the agency's own subscription page (spec section 4, our defaults).
    await page.goto(hostUrl('coastal', '/login'));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('owner@coastal.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(hostUrl('coastal', '/subscription?lang=en'));
    await page.goto(hostUrl('coastal', '/dashboard'));
    await expect(page.getByTestId('logo-link')).toHaveAttribute('href', '/subscription');
    await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  });
});

test.describe('the header on a phone', () => {
  for (const viewport of [PHONE, SMALL_PHONE]) {
    test(`is one compact row at ${viewport.width} px, with the preferences behind one button`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: 'i18next', value: 'pt', url: hostUrl('demo') }]);
      await page.goto(hostUrl('demo'));
      const header = page.getByRole('banner');
      expect((await boxOf(header)).height).toBeLessThanOrEqual(64);
      await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
      await expect(header.getByTestId('language-switcher')).toBeHidden();
      await header.getByRole('button', { name: 'Preferências' }).click();
      await expect(header.getByTestId('language-switcher')).toBeVisible();
      await expect(header.getByRole('button', { name: 'Moeda: USD' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(header.getByTestId('language-switcher')).toBeHidden();
      await expectNothingCut(page, 'header a, header button');
    });
  }

  test('keeps every booking tab readable at 320 px', async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
    await logIn(page, 'client@demo.test');
    await page.goto(hostUrl('demo', '/booknow/flights/search'));
    await expect(page.getByRole('navigation', { name: 'Booking types' })).toBeVisible();
    await expectNothingCut(page, 'nav[aria-label="Booking types"] a');
  });
});

test.describe('currency and country', () => {
  test('the currency button shows the chosen currency, and countries show image flags in dark mode', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'color-scheme', value: 'dark', url: hostUrl('demo') }]);
    await page.goto(hostUrl('demo'));
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toHaveText('$USD');
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Region and currency' });
    await dialog.getByLabel('Country', { exact: true }).click();
    const portugal = page.getByRole('option', { name: 'Portugal', exact: true });
    const flag = portugal.getByTestId('flag');
    await expect(flag).toHaveAttribute('src', '/flags/pt.svg');
    // Drawn: the image loaded, where an emoji flag would be an empty box on Linux.
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await portugal.click();
    await expect(dialog.getByTestId('flag')).toHaveAttribute('src', '/flags/pt.svg');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Portugal's currency follows, sign and code.
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toHaveText('€EUR');
  });
});

test.describe('toasts', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`leave the header's controls uncovered at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await logIn(page, 'client@demo.test');
      // 'Logged in successfully' stays five seconds over the page the log-in leads to.
      const header = page.getByRole('banner');
      await expect(header).toBeVisible();
      const toast = page.getByText('Logged in successfully');
      await expect(toast).toBeVisible();
      expect(overlaps(await boxOf(toast), await boxOf(header))).toBe(false);
    });
  }
});

test.describe('the first paint', () => {
  test("a phone shows the agency's hero before the scripts run, and the app's hero then takes its exact place", async ({
    browser,
  }) => {
    // The server's drawing alone: no script runs.
    const still = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const drawn = await still.newPage();
    await drawn.goto(hostUrl('demo'));
    await expect(drawn.getByRole('heading', { level: 1, name: 'Discover the world with Blue Horizon' })).toBeVisible();
    await expect(drawn.locator('#first-paint-hero')).toHaveCSS('background-image', /hero-mobile\.jpg/);
    const before = await boxOf(drawn.locator('#first-paint-hero'));
    await still.close();

    // With scripts, the app replaces it: the same hero, no larger, in the same place.
    const live = await browser.newContext({ viewport: PHONE });
    const page = await live.newPage();
    await page.goto(hostUrl('demo'));
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const after = await boxOf(page.getByTestId('agency-hero'));
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(after.width * Math.min(after.height, PHONE.height - after.y)).toBeLessThanOrEqual(
      before.width * Math.min(before.height, PHONE.height - before.y),
    );
    await live.close();
  });
});
