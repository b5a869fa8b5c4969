import { expect, test } from '@playwright/test';
import { AxeAudit } from '../support/axe';
import { logIn } from '../support/helpers';

const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('a client finds a Lisbon tour by title, filters 1 to 4 hours and free cancellation, and opens its details link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'client@demo.test');
  await page.goto('/booknow/flights/search');
  await page.getByRole('navigation', { name: 'Booking types' }).getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL(/\/booknow\/activities\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find things to do' })).toBeVisible();

  // The look-up offers the city and its products by title.
  const lookUp = page.getByRole('combobox', { name: 'Destination or activity' });
  await lookUp.fill('Lisbon');
  await expect(page.getByRole('option').filter({ hasText: 'Activity in Lisbon' }).first()).toBeVisible();
  await page
    .getByRole('option')
    .filter({ hasText: /^Lisbon/ })
    .filter({ hasText: 'City' })
    .first()
    .click();
  await expect(lookUp).toHaveValue('Lisbon');
  await page.getByRole('textbox', { name: 'Keywords' }).fill('tour');
  await page.getByRole('button', { name: 'Search activities' }).click();

  await expect(page).toHaveURL(/destinationName=Lisbon.*text=tour/);
  const count = page.getByTestId('results-count');
  await expect(count).toHaveText(/^\d+ activit(y|ies)$/);
  const total = countOf(await count.textContent());
  expect(total).toBeGreaterThan(0);
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toBeVisible();
  // Keywords match a title or a description: tours lead.
  expect((await cards.getByRole('heading', { level: 3 }).allTextContents()).join(' ').toLowerCase()).toContain('tour');

  // A filter goes to the URL, then the server answers the new search.
  const oneToFour = page.getByRole('group', { name: 'Duration' }).getByRole('checkbox', { name: '1 to 4 hours' });
  await oneToFour.click();
  await expect(oneToFour).toBeChecked();
  await expect(page).toHaveURL(/durations=oneToFourHours/);
  const freeCancellation = page
    .getByRole('group', { name: 'Specials' })
    .getByRole('checkbox', { name: 'Free cancellation' });
  await freeCancellation.click();
  await expect(freeCancellation).toBeChecked();
  await expect(page).toHaveURL(/specials=FREE_CANCELLATION/);
  await expect(count).toHaveText(/^\d+ activit(y|ies)$/);
  await expect.poll(async () => countOf(await count.textContent())).toBeLessThan(total);
  expect(countOf(await count.textContent())).toBeGreaterThan(0);

  await expect(page.getByRole('list', { name: 'Activities' })).toHaveAttribute('aria-busy', 'false');
  // Every card left offers free cancellation and lasts between 1 and 4 hours.
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1) {
    const card = cards.nth(index);
    await expect(card.getByText('Free cancellation')).toBeVisible();
    await expect(card.getByTestId('activity-duration')).toHaveText(/hour|h \d+ min/);
  }

  const audit = new AxeAudit();
  await audit.check(page, 'activity results', { ready: () => cards.first().waitFor() });
  audit.expectClean();

  const first = cards.first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const link = first.getByRole('link', { name: `See details: ${title}` });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/booknow\/activities\/result-details\/[A-Z0-9]+-\d+\?search=/);
  const kept = new URLSearchParams(new URLSearchParams(href.split('?')[1]).get('search') ?? '');
  expect(kept.get('destinationName')).toBe('Lisbon');
  expect(kept.get('durations')).toBe('oneToFourHours');
  expect(kept.get('specials')).toBe('FREE_CANCELLATION');
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/booknow/activities/result-details/${href.split('/').at(-1)?.split('?')[0]}`),
  );
});
