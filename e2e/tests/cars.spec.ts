import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { AxeAudit } from '../support/axe';
import { rentCarThroughApi } from '../support/cars';
import { logIn } from '../support/helpers';

/** Picks `date` in the calendar behind the date field named `field`. */
async function pickDate(page: Page, field: RegExp, date: Date) {
  await page.getByRole('button', { name: field }).click();
  const calendar = page.getByRole('dialog');
  const name = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const day = calendar.getByRole('button', { name, exact: true });
  for (let step = 0; step < 12 && !(await day.isVisible()); step += 1)
    await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await calendar.getByRole('button', { name: 'Done' }).click();
  await expect(calendar).toBeHidden();
}

/** A dollar amount as shown ('$1,234.56') in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('a client rents at Lisbon airport returning in Porto, driver 23: filters automatic with 5 seats, sorts Highest, books with refund protection, pays, opens the terms PDF, then cancels and sees the refund', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  // Three weeks ahead for three days: well inside the free cancellation (until 48 hours before pick-up).
  await pickDate(page, /^Pick-up date/, new Date(Date.now() + 21 * 86_400_000));
  await pickDate(page, /^Return date/, new Date(Date.now() + 24 * 86_400_000));

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

  // Automatic, 5 seats, the highest first again, and free to cancel: the first of those, then its
  // details (inclusions, deposit, what is paid now and at the counter).
  await page.getByRole('group', { name: 'Transmission' }).getByRole('checkbox', { name: 'Automatic' }).check();
  await page.getByRole('checkbox', { name: '5 or more passengers' }).check();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Highest' }).click();
  await page.getByRole('group', { name: 'Cancellation' }).getByRole('checkbox', { name: 'Free cancellation' }).check();
  const refundable = cards.first();
  await expect(refundable.getByText('Free cancellation')).toBeVisible();
  const model = (
    (await refundable
      .getByText(/ or similar$/)
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(model).not.toBe('');
  await refundable.getByRole('link', { name: /^View deal/ }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/result-details\?carId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(model);
  await expect(page.getByText('What is included')).toBeVisible();
  await expect(page.getByText('What you pay now and at the counter')).toBeVisible();
  await expect(page.getByText(/^Free cancellation until .+ \(Lisbon time\)\.$/)).toBeVisible();
  // A driver of 23 pays the young driver fee.
  await expect(page.getByText('Young driver fee')).toBeVisible();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();

  // Checkout: the offer re-priced, the driver as searched, refund protection added.
  await expect(page).toHaveURL(/\/booknow\/cars\/checkout\?carId=/);
  const change = page.getByRole('dialog', { name: 'The price has changed' });
  const priceTotal = page.getByTestId('price-total');
  await expect(priceTotal.or(change).first()).toBeVisible();
  if (await change.isVisible()) await change.getByRole('button', { name: 'Accept new price' }).click();
  await expect(page.getByText("Driver's age at pick-up: 23 (as searched)")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Clara');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
  const before = cents(await priceTotal.textContent());
  await page.getByRole('checkbox', { name: /^Add refund protection/ }).check();
  await expect.poll(async () => cents(await priceTotal.textContent())).toBeGreaterThan(before);
  const paidTotal = (await priceTotal.textContent()) ?? '';
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Reserved with the rental company; paid by card.
  await expect(page.getByText(/^Your car is reserved under booking CR\w+\. Pay now to confirm it\.$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Clara Client');
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/confirm-payment\?referenceNumber=CR/);
  await expect(page.getByRole('heading', { level: 1, name: 'Car rental confirmed' })).toBeVisible();
  const reference = /referenceNumber=(CR\w+)/.exec(page.url())?.[1] ?? '';

  // The rental terms: a real PDF.
  const terms = page.getByRole('link', { name: 'Rental terms (PDF)' }).first();
  const pdf = await page.evaluate(
    async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
    },
    (await terms.getAttribute('href')) ?? '',
  );
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });

  // Cancelled inside the free window: everything but the agency's fee and the protection comes back.
  await page.getByRole('link', { name: 'View the reservation' }).click();
  await expect(page).toHaveURL(new RegExp(`/booknow/cars/reservation-details\\?referenceNumber=${reference}`));
  await page.getByRole('button', { name: 'Get cancellation quote' }).click();
  await expect(page.getByTestId('refund-amount')).toBeVisible();
  const penalty = cents(await page.getByTestId('penalty-amount').textContent());
  const refund = (await page.getByTestId('refund-amount').textContent()) ?? '';
  expect(cents(refund)).toBeGreaterThan(0);
  expect(penalty + cents(refund)).toBe(cents(paidTotal));
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Confirm cancellation' })
    .click();
  await expect(page.getByText('Booking Cancelled Successfully')).toBeVisible();
  await expect(page.getByTestId('booking-status').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('refunded')).toHaveText(refund);
});

test("an agent sees a client's rental in the agency's car bookings and cancels it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const client = await context.newPage();
  await logIn(client, 'client@demo.test');
  const reference = await rentCarThroughApi(client, 75);

  await logIn(page, 'agent@demo.test');
  await page.goto(hostUrl('demo', '/bookings/cars'));
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(reference);
  const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row.getByTestId('booking-status')).toHaveText('Awaiting payment');
  await row.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Booking Cancelled Successfully')).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveText('Cancelled');

  await client.goto(hostUrl('demo', `/booknow/cars/reservation-details?referenceNumber=${reference}`));
  await expect(client.getByTestId('booking-status').first()).toHaveText('Cancelled');
  await context.close();
});
