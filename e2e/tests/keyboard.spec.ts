import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { DEMO_PASSWORD } from '../support/helpers';

/** Presses Tab until `target` has focus (at most `max` times): the keyboard's only way there. */
async function tabTo(page: Page, target: Locator, max = 120) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('nothing to tab to');
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    if (await handle.evaluate((node) => node === document.activeElement || node.contains(document.activeElement)))
      return;
  }
  throw new Error(`not reached in ${max} presses of Tab`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('keyboard only: log in, search, filter, details, checkout and pay, with focus always on the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(hostUrl('demo', '/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // The dialog opens on its title, not on 'Close'.
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeFocused();
  await tabTo(page, dialog.getByRole('textbox', { name: 'E-mail', exact: true }));
  await page.keyboard.type('client@demo.test');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logged in successfully')).toBeVisible();

  await page.goto(hostUrl('demo', '/booknow/flights/search'));
  await expect(page).toHaveTitle('Search flights – Blue Horizon Travel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first Tab reaches the skip link, which jumps past the header to the page's heading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const from = page.getByRole('combobox', { name: 'From' });
  await tabTo(page, from, 10);
  await page.keyboard.type('Lisbon');
  await expect(from).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: /^LIS/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(from).toHaveAttribute('aria-expanded', 'false');
  const to = page.getByRole('combobox', { name: 'To' });
  await tabTo(page, to, 10);
  await page.keyboard.type('New York');
  await expect(page.getByRole('option', { name: /^JFK/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }), 30);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booknow\/flights\/search-details/);
  await expect(page.getByTestId('results-count')).toContainText('flights found');
  await expect(page).toHaveTitle('Flights LIS to JFK – Blue Horizon Travel');
  // After the route change focus is on the new page's heading and the title was announced.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Flights LIS to JFK');

  await tabTo(page, page.getByRole('button', { name: 'Only Direct' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('results-count')).toContainText(' of ');
  await tabTo(
    page,
    page
      .getByTestId('itinerary-card')
      .first()
      .getByRole('button', { name: /^Select/ }),
    200,
  );
  await page.keyboard.press('Enter');

  const details = page.getByRole('dialog', { name: 'Flight details' });
  await expect(details.getByTestId('details-total')).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: 'Continue' }), 80);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?quote=/);
  const change = page.getByRole('dialog', { name: 'The price has changed' });
  const travellerForm = page.getByRole('group', { name: /^Traveler 1/ });
  await expect(change.or(travellerForm)).toBeVisible();
  if (await change.isVisible()) {
    await tabTo(page, change.getByRole('button', { name: 'Accept new price' }), 20);
    await page.keyboard.press('Enter');
    await expect(change).toBeHidden();
  }

  await tabTo(page, travellerForm.getByRole('textbox', { name: 'Given names' }), 60);
  await page.keyboard.type('Ana');
  await tabTo(page, travellerForm.getByRole('textbox', { name: 'Family name' }), 5);
  await page.keyboard.type('Silva');
  await tabTo(page, travellerForm.getByRole('textbox', { name: 'Date of birth' }), 10);
  // A native date field: typed as the browser's locale orders it (month, day, year).
  await page.keyboard.type('04021985');
  await tabTo(page, page.getByRole('textbox', { name: 'E-mail' }), 20);
  await page.keyboard.type('ana.silva@example.test');
  await tabTo(page, page.getByRole('textbox', { name: 'Phone' }), 5);
  await page.keyboard.type('+351 912 345 678');
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }), 30);
  await page.keyboard.press('Enter');

  await expect(page.getByText(/Your seats are held under booking/)).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Name on card' }), 40);
  await page.keyboard.type('Ana Silva');
  await tabTo(page, page.getByRole('textbox', { name: 'Card number' }), 5);
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, page.getByRole('textbox', { name: 'Expiry (MM/YY)' }), 5);
  await page.keyboard.type('12/30');
  await tabTo(page, page.getByRole('textbox', { name: 'Security code' }), 5);
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: /^Pay / }), 20);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booknow\/flights\/confirmation\?referenceNumber=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await focusedText(page)).not.toBe('');
  await expect(page).toHaveTitle('Booking confirmed – Blue Horizon Travel');
});
