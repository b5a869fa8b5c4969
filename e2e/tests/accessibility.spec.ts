import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { AxeAudit } from '../support/axe';
import { bookThroughApi, cardWhoseReprice, inDays } from '../support/flights';
import { logIn } from '../support/helpers';

/**
 * axe over every route of the built app, at 1366 and 390 px, light and dark, with the WCAG 2.2
 * AA rules: serious and critical violations fail. Few long journeys keep the suite short.
 */

/** Texts inside `selector` boxes that run past their box's left or right edge (cut off). */
function textPastEdges(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const outer = box.getBoundingClientRect();
      return [...box.querySelectorAll('*')]
        .filter((node) => node.children.length === 0 && (node.textContent ?? '').trim() !== '')
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          return rect.right > outer.right + 1 || rect.left < outer.left - 1;
        })
        .map((node) => node.textContent ?? '');
    }),
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('a visitor: landings, auth dialogs, legal and error pages', async ({ page }) => {
    test.setTimeout(180_000);
    const audit = new AxeAudit();

    await page.goto(hostUrl(null, '/'));
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'owner landing');

    await page.goto(hostUrl('demo', '/'));
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'agency landing');

    // An agency without video, and its own brand colour.
    await page.goto(hostUrl('coastal', '/'));
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'coastal landing');

    for (const [path, name] of [
      ['/login', 'Log in'],
      ['/signup', 'Sign up'],
      ['/forgotpassword', 'Forgot password'],
    ] as const) {
      await page.goto(hostUrl('demo', path));
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.check(page, `${name} dialog`);
    }

    // The log-in paints before the component library: its field errors must read as well.
    await page.goto(hostUrl('demo', '/login'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await page.getByRole('textbox', { name: 'E-mail' }).press('Enter');
    await expect(page.getByText('Please include an @ in the email address')).toBeVisible();
    await audit.check(page, 'Log in dialog with errors', {
      ready: () => expect(page.getByText('Please include an @ in the email address')).toBeVisible(),
    });

    for (const path of [
      '/privacy-policy',
      '/cookies-policy',
      '/disclaimer',
      '/user-terms-and-conditions',
      '/errors',
      '/errors/500',
      '/expired',
    ]) {
      await page.goto(hostUrl('demo', path));
      await expect(heading(page).first()).toBeVisible();
      await audit.check(page, path);
    }

    await page.goto(hostUrl('demo', '/'));
    const agencyId = await page.evaluate(
      () => (JSON.parse(document.getElementById('agency-data')?.textContent ?? '{}') as { _id: string })._id,
    );
    await page.goto(hostUrl('demo', `/agency-terms-and-conditions/${agencyId}`));
    await expect(page.getByRole('heading', { name: 'Agency Terms & Conditions' })).toBeVisible();
    await audit.check(page, 'agency terms');
    audit.expectClean();
  });

  test('a client: search, results, details, checkout, payment, confirmation, trips, profile, wallet', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const audit = new AxeAudit();
    await logIn(page, 'client@demo.test');

    await page.goto(hostUrl('demo', '/booknow/flights/search'));
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'flight search');

    const from = page.getByRole('combobox', { name: 'From' });
    await from.fill('Lisbon');
    await expect(page.getByRole('option', { name: /^LIS/ })).toBeVisible();
    await audit.check(page, 'flight search, airport list open', {
      ready: async () => {
        if (!(await page.getByRole('option', { name: /^LIS/ }).isVisible())) {
          await from.fill('');
          await from.fill('Lisbon');
        }
        await expect(page.getByRole('option', { name: /^LIS/ })).toBeVisible();
      },
    });
    await page.getByRole('option', { name: /^LIS/ }).click();

    const departure = inDays(40);
    await page.goto(
      hostUrl(
        'demo',
        `/booknow/flights/search-details?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=LIS&to=JFK&date=${departure}`,
      ),
    );
    await expect(page.getByTestId('results-count')).toContainText('flights found');
    await audit.check(page, 'flight results');
    // Reflow at 320 CSS px: nothing in a result card or a sort card runs past its edge.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByTestId('itinerary-card').first()).toBeVisible();
    expect(await textPastEdges(page, '[data-testid="itinerary-card"]')).toEqual([]);
    expect(await textPastEdges(page, '[data-testid^="sort-"]')).toEqual([]);
    // The stops lines wrap instead of ending in an ellipsis: none is wider or taller than its box.
    const cutStops = await page
      .getByTestId('card-stops')
      .evaluateAll((lines) =>
        lines
          .filter((line) => line.scrollWidth > line.clientWidth + 1 || line.scrollHeight > line.clientHeight + 1)
          .map((line) => line.textContent ?? ''),
      );
    expect(cutStops).toEqual([]);
    await expect(
      page
        .getByTestId('card-stops')
        .filter({ hasText: /stops? via/ })
        .first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 900 });

    const card = await cardWhoseReprice(page, 'changed');
    await card.getByRole('button', { name: /^Select/ }).click();
    const details = page.getByRole('dialog', { name: 'Flight details' });
    await expect(details.getByTestId('details-total')).toBeVisible();
    await audit.check(page, 'flight details dialog');
    await details.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?quote=/);
    const change = page.getByRole('dialog', { name: 'The price has changed' });
    await expect(change).toBeVisible();
    await audit.check(page, 'price changed dialog');
    await change.getByRole('button', { name: 'Accept new price' }).click();
    await expect(change).toBeHidden();
    await audit.check(page, 'checkout, travellers');

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit.check(page, 'checkout, invalid submit');

    const form = page.getByRole('group', { name: /^Traveler 1/ });
    await form.getByRole('textbox', { name: 'Given names' }).fill('Ana');
    await form.getByRole('textbox', { name: 'Family name' }).fill('Silva');
    await form.getByRole('textbox', { name: 'Date of birth' }).fill('1985-04-02');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.silva@example.test');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/Your seats are held under booking/)).toBeVisible();
    await audit.check(page, 'checkout, payment');

    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ana Silva');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/confirmation\?referenceNumber=/);
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'confirmation');

    await page.goto(hostUrl('demo', '/mytrip'));
    await expect(heading(page)).toBeVisible();
    await expect(page.getByTestId('trip-card').first()).toBeVisible();
    await audit.check(page, 'my trips');

    const reference = await bookThroughApi(page, { pay: false, daysAhead: 50 });
    await page.goto(hostUrl('demo', `/booknow/flights/reservation-details?referenceNumber=${reference}`));
    await expect(page.getByTestId('reference-number')).toHaveText(reference);
    await audit.check(page, 'reservation details');

    await page.goto(hostUrl('demo', '/profile'));
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'profile');

    await page.goto(hostUrl('demo', '/wallet'));
    await expect(page.getByTestId('wallet-history')).toBeVisible();
    await audit.check(page, 'reward wallet');

    await page
      .getByRole('button', { name: /currency/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check(page, 'currency dialog');
    await page.keyboard.press('Escape');
    // The dialog gives focus back to the button that opened it.
    await expect(page.getByTestId('currency-button')).toBeFocused();

    await page.goto(hostUrl('demo', '/no-such-page'));
    await expect(heading(page)).toBeVisible();
    await audit.check(page, 'not found');
    audit.expectClean();
  });

  test('an admin: dashboard, bookings, booking, website settings, markups, clients, agents, approvals, search', async ({
    page,
  }) => {
    // An admin, not the owner: accounts.spec.ts (later in the run) needs the owner's first log-in.
    test.setTimeout(180_000);
    const audit = new AxeAudit();
    await logIn(page, 'admin@demo.test');
    const reference = await bookThroughApi(page, { pay: true, daysAhead: 60 });

    for (const path of [
      '/dashboard',
      '/bookings/flights',
      '/settings/website',
      '/settings/markups',
      '/clients',
      '/agents',
      '/approvals',
      `/search?q=${reference}`,
    ]) {
      await page.goto(hostUrl('demo', path));
      await expect(heading(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await audit.check(page, path);
    }
    await page.goto(hostUrl('demo', '/bookings/flights'));
    await page.getByText(reference).first().click();
    await expect(heading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit.check(page, 'booking (agent)');
    audit.expectClean();
  });
});
