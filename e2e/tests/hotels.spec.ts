import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/helpers';

/** A calendar date `days` from today (UTC). */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface FoundRate {
  corelationId: string;
  hotelId: string;
  vendor: string;
  hotelName: string;
}

/**
 * Starts a Lisbon search for two rooms (2 adults; 1 adult and a child of 7) from the page (the
 * browser holds the session), polls it to the end, then finds among the first hotels a
 * refundable rate the vendor re-prices (RECHECK): the price change the checkout must show.
 */
async function searchLisbonForRecheckRate(page: Page): Promise<FoundRate> {
  return page.evaluate(
    async ({ start, end }) => {
      const call = async (url: string, body?: unknown) => {
        const response = await fetch(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? null : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json();
      };
      const places = await call('/api/v2/hotel/auto-suggest?text=Lisbon');
      const city = places.data.find((place: { kind: string }) => place.kind === 'city');
      const started = await call('/api/v2/hotel/searchasync', {
        locationId: city.id,
        stayPeriod: { start, end },
        occupancies: [
          { numOfAdults: 2, childAges: [] },
          { numOfAdults: 1, childAges: [7] },
        ],
        nationality: { alpha2Code: 'PT' },
        currency: 'EUR',
      });
      const { corelationId } = started.data;
      const poll = () => call(`/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, { from: 0, size: 50 });
      let polled = await poll();
      while (!polled.data.pollCompleted) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        polled = await poll();
      }
      const hotels: Array<{ hotelId: string; vendor: string; name: string }> = polled.data.hotels;
      for (const hotel of hotels.slice(0, 30)) {
        const rooms = await call(
          `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&vendor=${hotel.vendor}&corelationId=${corelationId}`,
        );
        for (const list of rooms.data.roomLists)
          for (const rate of list.rates)
            if (rate.rateType === 'RECHECK' && rate.refundable)
              return {
                corelationId,
                hotelId: hotel.hotelId,
                vendor: hotel.vendor,
                hotelName: hotel.name,
              };
      }
      throw new Error('no refundable RECHECK rate in the first hotels');
    },
    { start: dateIn(40), end: dateIn(43) },
  );
}

test('a client books a Lisbon stay from the hotel page: price change, 3-D Secure, confirmation and voucher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'client@demo.test');
  const found = await searchLisbonForRecheckRate(page);

  // The hotel page: its pictures, rooms by type, terms in Lisbon time.
  await page.goto(
    `/booknow/hotels/search-details?hotelId=${found.hotelId}&vendor=${found.vendor}&corelationId=${found.corelationId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: found.hotelName })).toBeVisible();
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
});
