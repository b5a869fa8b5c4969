import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/helpers';

/**
 * Among the hotels the filters keep (4 stars, breakfast), the page of the first whose rooms
 * include a refundable rate the vendor re-prices (RECHECK): the price change the checkout must
 * show. The test knows it through the search's own filter URL (a card's link names the search);
 * the client then opens that hotel's page as a card's link does.
 */
async function hotelWithRecheckRate(page: Page): Promise<string> {
  const first = page.getByRole('link', { name: /^See rooms at / }).first();
  const href = (await first.getAttribute('href')) ?? '';
  const corelationId = new URL(href, 'http://x').searchParams.get('corelationId') ?? '';
  const found = await page.evaluate(async (id) => {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
    const filtered = await fetch(`/api/v2/hotel/searchasync/filter?corelationId=${id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: 0, size: 200, filters: { stars: [4], boards: ['BB'] } }),
    });
    const hotels = ((await filtered.json()) as { data: { hotels: Array<{ hotelId: string; vendor: string }> } }).data
      .hotels;
    for (const hotel of hotels) {
      const response = await fetch(
        `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&vendor=${hotel.vendor}&corelationId=${id}`,
        { headers },
      );
      const rooms = (await response.json()) as {
        data: { roomLists: Array<{ rates: Array<{ rateType: string; refundable: boolean }> }> };
      };
      const rates = rooms.data.roomLists.flatMap((list) => list.rates);
      if (rates.some((rate) => rate.rateType === 'RECHECK' && rate.refundable)) return hotel;
    }
    return null;
  }, corelationId);
  if (!found) throw new Error('no refundable RECHECK rate among the filtered hotels');
  const query = new URLSearchParams({ hotelId: found.hotelId, vendor: found.vendor, corelationId });
  return `/booknow/hotels/search-details?${query.toString()}`;
}

/** A euro amount as shown ('€1,234.56') in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('a client searches Lisbon for two rooms, filters and compares, books at a changed price, pays, opens the voucher and cancels for a refund', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'client@demo.test');
  await page.goto('/booknow/hotels/search');

  // Some seven weeks ahead, well inside the free-cancellation window of a refundable rate.
  await page.getByRole('button', { name: /^Check-in – check-out/ }).click();
  const calendar = page.getByRole('dialog');
  // The 20th of the month 50 days from now: 39 to 69 days ahead.
  const ahead = new Date(Date.now() + 50 * 86_400_000);
  const dayName = (day: number) =>
    new Date(ahead.getFullYear(), ahead.getMonth(), day).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  const checkIn = calendar.getByRole('button', { name: dayName(20), exact: true });
  for (let step = 0; step < 12 && !(await checkIn.isVisible()); step += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await checkIn.click();
  await calendar.getByRole('button', { name: dayName(23), exact: true }).click();
  await calendar.getByRole('button', { name: 'Done' }).click();

  // Two rooms: 2 adults; 1 adult and a child of 7.
  await page.getByRole('combobox', { name: 'Destination' }).fill('Lisbon');
  await page
    .getByRole('option', { name: /Lisbon/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Rooms and guests: 1 room, 2 guests' }).click();
  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByRole('button', { name: 'Remove adult from room 2' }).click();
  await page.getByRole('button', { name: 'Add child to room 2' }).click();
  await page.getByRole('combobox', { name: 'Child 1 age' }).selectOption('7');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Rooms and guests: 2 rooms, 4 guests' })).toBeVisible();
  await page.getByRole('button', { name: 'Search hotels' }).click();

  // The vendors answer one after another: the progress says so, then the count.
  await expect(page.getByTestId('search-progress')).toContainText('vendors answered');
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ hotels$/, { timeout: 20_000 });
  await expect(page.getByTestId('search-progress')).toHaveText('');

  // 4 stars with breakfast.
  await page.getByRole('checkbox', { name: '4 stars' }).check();
  await page.getByRole('checkbox', { name: 'Breakfast included' }).check();
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ of \d+ hotels match your filters$/);

  // Three side by side; a fourth is refused.
  const compared = await page
    .getByRole('link', { name: /^See rooms at / })
    .evaluateAll((nodes) =>
      nodes.slice(0, 4).map((node) => (node.getAttribute('aria-label') ?? '').replace('See rooms at ', '')),
    );
  for (const name of compared.slice(0, 3)) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  const fourth = page.getByRole('checkbox', { name: `Compare ${compared[3] ?? ''}` });
  await fourth.click();
  await expect(page.getByTestId('compare-refusal')).toHaveText(
    'You can compare up to 3 hotels. Remove one to add another.',
  );
  await expect(fourth).not.toBeChecked();
  const tray = page.getByRole('region', { name: 'Hotels to compare' });
  await tray.getByRole('button', { name: 'Compare' }).click();
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveText(compared.slice(0, 3));
  await expect(table.getByRole('row', { name: /^Stars/ }).getByRole('cell')).toHaveText([
    '4 stars',
    '4 stars',
    '4 stars',
  ]);
  await page.keyboard.press('Escape');

  await page.goto(await hotelWithRecheckRate(page));
  const hotelName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // The hotel page: its pictures, rooms by type, terms in Lisbon time.
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page.getByTestId('room-type').first()).toBeVisible();
  const caption = page.getByTestId('gallery-caption');
  const firstCaption = await caption.textContent();
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(caption).not.toHaveText(firstCaption ?? '');
  // Rate keys are issued per answer: the rate is found again by what it is, a refundable re-checked rate.
  const rate = page.locator('[data-testid="rate"][data-rate-type="RECHECK"][data-refundable="true"]').first();
  await expect(rate.getByTestId('hotel-cancellation-terms')).toContainText('(Lisbon time)');
  expect(await seriousViolations(page, 'hotel details')).toEqual([]);
  const scheme = (value: string) =>
    page.evaluate((name) => document.documentElement.setAttribute('data-mantine-color-scheme', name), value);
  await scheme('dark');
  expect(await seriousViolations(page, 'hotel details, dark', undefined, true)).toEqual([]);
  await scheme('light');
  await rate.getByRole('button', { name: /^Choose / }).click();

  // The price was checked with the hotel: it changed; accept it.
  const dialog = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(dialog).toContainText('The hotel changed the price of this room since your search.');
  const newPrice = (await dialog.getByTestId('new-price').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Accept new price' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/booknow\/hotels\/checkout\?quote=/);
  await expect(page.getByTestId('price-total')).toHaveText(newPrice);

  // Nothing typed: each field says what is wrong and the first is focused.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' }).first()).toBeFocused();
  expect(await seriousViolations(page, 'hotel checkout with errors')).toEqual([]);
  const names = [
    ['Ana', 'Silva'],
    ['Rui', 'Silva'],
    ['Eva', 'Costa'],
    ['Leo', 'Costa'],
  ];
  for (const [index, [given = '', family = '']] of names.entries()) {
    await page.getByRole('textbox', { name: 'First name' }).nth(index).fill(given);
    await page.getByRole('textbox', { name: 'Last name' }).nth(index).fill(family);
  }
  await page.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
  await page.getByRole('textbox', { name: /Special requests/ }).fill('Quiet room, please');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Booked and awaiting payment: a reload stays on the payment step.
  const held = page.getByText(/Your room is reserved under booking HT\w+\. Pay now to confirm it\./);
  await expect(held).toBeVisible();
  await page.reload();
  await expect(held).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Ana Silva');
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4000000000003220');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // Paid: confirmed (or pre-confirmed, explained), the amount, the voucher.
  await expect(page).toHaveURL(/\/booknow\/hotels\/confirm-payment\?referenceNumber=HT/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Booking confirmed|Booking paid, awaiting the hotel/,
  );
  await expect(page.getByTestId('paid-amount')).toHaveText(`Paid ${newPrice}`);
  const voucher = page.getByTestId('voucher-link');
  const href = (await voucher.getAttribute('href')) ?? '';
  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, href);
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
  expect(await seriousViolations(page, 'hotel confirm-payment')).toEqual([]);
  const reference = /referenceNumber=(HT\w+)/.exec(page.url())?.[1] ?? '';

  // Inside the free window: the hotel keeps nothing; only the agency's fee is not returned.
  await page.goto(`/hotel-details?referenceNumber=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  const fee = page.locator('[data-testid="price-line"][data-kind="agency_fee"]');
  const kept = (await fee.count()) > 0 ? cents(await fee.last().textContent()) : 0;
  await page.getByRole('button', { name: 'Get cancellation quote' }).click();
  await expect(page.getByTestId('refund-amount')).toBeVisible();
  expect(cents(await page.getByTestId('penalty-amount').textContent())).toBe(kept);
  const refund = (await page.getByTestId('refund-amount').textContent()) ?? '';
  expect(cents(refund)).toBe(cents(newPrice) - kept);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Confirm cancellation' })
    .click();
  await expect(page.getByText('Booking Cancelled Successfully')).toBeVisible();
  await expect(page.getByTestId('booking-status').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('refunded')).toHaveText(refund);
});
