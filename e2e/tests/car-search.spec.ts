import { expect, test } from '@playwright/test';
import { AxeAudit } from '../support/axe';
import { logIn } from '../support/helpers';

/** A dollar amount as shown ('$1,234.56') in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('a client looks for a car at Lisbon airport returning in Porto, driver 23, filters automatic with 5 seats and sorts Highest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'client@demo.test');
  await page.goto('/booknow/flights/search');
  await page.getByRole('navigation', { name: 'Booking types' }).getByRole('link', { name: 'Cars' }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/search$/);
  await expect(page.getByRole('combobox', { name: 'Drop-off' })).toHaveValue('Same drop-off');
  await expect(page.getByRole('textbox', { name: 'Driver age' })).toHaveValue('25');

  await page.getByRole('combobox', { name: 'Pick-up place' }).fill('LIS');
  await page.getByRole('option', { name: /Lisbon Portela Airport/ }).click();
  await page.getByRole('combobox', { name: 'Drop-off' }).click();
  await page.getByRole('option', { name: 'Another place' }).click();
  await page.getByRole('combobox', { name: 'Drop-off place' }).fill('OPO');
  await page.getByRole('option', { name: /Porto/ }).first().click();

  // Under 21: the rental companies' refusal, on the age field.
  const age = page.getByRole('textbox', { name: 'Driver age' });
  await age.fill('20');
  await page.getByRole('button', { name: 'Search cars' }).click();
  await expect(page.getByText('The driver must be at least 21 years old to rent a car.')).toBeVisible();
  await expect(age).toHaveAttribute('aria-invalid', 'true');

  await age.fill('23');
  await page.getByRole('button', { name: 'Search cars' }).click();
  await expect(page).toHaveURL(/dropoff=a-opo.*age=23/);
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ cars$/);
  const total = Number((await page.getByTestId('results-count').textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(100);

  await page.getByRole('group', { name: 'Transmission' }).getByRole('checkbox', { name: 'Automatic' }).check();
  await page.getByRole('checkbox', { name: '5 or more passengers' }).check();
  await expect(page.getByTestId('results-count')).toHaveText(new RegExp(`^\\d+ of ${total} cars match your filters$`));
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Highest' }).click();

  const cards = page.getByTestId('car-card');
  await expect(cards.first()).toBeVisible();
  const prices = (await page.getByTestId('car-price').allTextContents()).map(cents);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  for (const card of (await cards.all()).slice(0, 4)) {
    await expect(card.getByText('Automatic')).toBeVisible();
    const seats = Number(((await card.getByText(/^\d+ seats$/).textContent()) ?? '').split(' ')[0]);
    expect(seats).toBeGreaterThanOrEqual(5);
  }

  // The reload keeps the search; the filters start again.
  await page.reload();
  await expect(page.getByTestId('results-count')).toHaveText(`${total} cars`);
  await expect(page.getByRole('textbox', { name: 'Driver age' })).toHaveValue('23');

  const audit = new AxeAudit();
  await audit.check(page, 'car results', { ready: () => cards.first().waitFor() });
  audit.expectClean();

  // A card leads to its offer's details, keeping the search to come back to.
  const link = cards.first().getByRole('link', { name: /^View deal/ });
  const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/booknow/cars/result-details');
  expect(href.searchParams.get('carId')).toBeTruthy();
  expect(href.searchParams.get('search')).toContain('dropoff=a-opo');
});
