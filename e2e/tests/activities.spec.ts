import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../apps/server/src/testing/pdf-text';
import { hostUrl } from '../playwright.config';
import { AxeAudit } from '../support/axe';
import { logIn } from '../support/helpers';

const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
/** An amount as shown ('$1,234.56', '€45.00') in minor units. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** Moves the sandbox experience suppliers' clock (the test server's hook), or back to the real time with null. */
async function moveSupplierClock(page: Page, at: string | null) {
  const response = await page.request.post(hostUrl(null, '/sandbox-activities/clock'), { data: { at } });
  expect(response.ok(), await response.text()).toBe(true);
}

// A step that cannot happen fails within seconds, not at the end of the journey's time.
test.use({ actionTimeout: 15_000 });

test.afterEach(async ({ page }) => {
  await moveSupplierClock(page, null);
});

test('a client finds a Lisbon tour by title, filters 1 to 4 hours and free cancellation, picks a date and time, books 2 adults and a child, pays, gets the ticket PDF, then cancels, sees the refund change and reconfirms; an agent sees it cancelled with its commission updated', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
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

  // A food tour (its operator asks about dietary needs, and takes children), confirmed at once.
  const first = cards
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Lisbon Food Tasting Tour' }) })
    .first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).toBe('Lisbon Food Tasting Tour');
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

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Confirmed by the operator')).toHaveCount(0);

  // The calendar: a day at least three days ahead (well inside the free cancellation), with its price.
  const availability = page.getByTestId('availability');
  const priced = availability.getByRole('button', { name: /^\w{3} \d{1,2}, \d{4}, from / });
  await expect(priced.first()).toBeVisible();
  const earliest = Date.now() + 3 * 86_400_000;
  let day = priced.first();
  for (let month = 0; month < 3; month += 1) {
    const labels = await priced.evaluateAll((days) => days.map((each) => each.getAttribute('aria-label') ?? ''));
    const index = labels.findIndex((label) => Date.parse(label.split(', from ')[0] ?? '') >= earliest);
    if (index >= 0) {
      day = priced.nth(index);
      break;
    }
    await availability.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  const times = page.getByRole('group', { name: /^Start times on / });
  // A start time with places left (the chip's label; its radio is visually hidden).
  await times
    .locator('label')
    .filter({ hasText: /^\d\d:\d\d · \d+ places? left$/ })
    .first()
    .click();
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  // The chosen start's policy: free cancellation is still open, until a moment on Lisbon's clock.
  const policy = availability.getByTestId('activity-policy');
  await expect(policy.getByText(/^Full refund if you cancel by .+\.$/)).toBeVisible();
  await expect(policy.getByText('Times are local time in Lisbon.')).toBeVisible();
  await expect(policy.getByText(/^Free cancellation ended/)).toHaveCount(0);

  await availability.getByRole('button', { name: 'Add one: Adult' }).click();
  await availability.getByRole('button', { name: 'Add one: Child' }).click();
  await availability.getByRole('button', { name: 'Check availability' }).click();
  await expect(availability.getByTestId('check-total')).toBeVisible();
  await availability.getByRole('button', { name: 'Continue' }).click();

  // Checkout: three travellers by band, a booking question answered, the same policy.
  await expect(page).toHaveURL(/\/booknow\/activities\/bookings\/checkout\?hold=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const change = page.getByRole('dialog', { name: 'The price has changed' });
  const priceTotal = page.getByTestId('price-total');
  await expect(priceTotal.or(change).first()).toBeVisible();
  if (await change.isVisible()) await change.getByRole('button', { name: 'Accept new price' }).click();
  const summary = page.getByTestId('activity-summary');
  await expect(summary.getByRole('heading', { name: title })).toBeVisible();
  await expect(summary.getByTestId('summary-start')).toContainText(`(Lisbon time)`);
  await expect(summary.getByText('2 adults, 1 child', { exact: false })).toBeVisible();
  await expect(summary.getByText(/^Full refund if you cancel by .+\.$/)).toBeVisible();
  await expect(page.getByTestId('traveler-1').locator('legend')).toHaveText('Traveler 1 · Adult');
  await expect(page.getByTestId('traveler-3').locator('legend')).toHaveText('Traveler 3 · Child');
  await expect(page.getByTestId('traveler-1').getByRole('textbox', { name: 'First name' })).toHaveValue('Clara');
  const names = [
    ['Rui', 'Client'],
    ['Eva', 'Client'],
  ];
  for (const [index, [given = '', family = '']] of names.entries()) {
    const traveler = page.getByTestId(`traveler-${index + 2}`);
    await traveler.getByRole('textbox', { name: 'First name' }).fill(given);
    await traveler.getByRole('textbox', { name: 'Last name' }).fill(family);
  }
  const dietary = page.getByTestId('traveler-3').getByRole('textbox', { name: 'Dietary requirements (optional)' });
  await dietary.fill('No nuts');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  if ((await phone.inputValue()) === '') await phone.fill('+351 912 345 678');
  const paidTotal = (await priceTotal.textContent()) ?? '';
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Held, then paid by a card its bank checks (3-D Secure).
  await expect(page.getByText(/^Your places are held under reference AC\w+\. Pay now to book them\.$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Clara Client');
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4000000000003220');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(/\/booknow\/activities\/confirmation\/AC\w+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your activity is booked' })).toBeVisible();
  const reference = (await page.getByTestId('reference-number').textContent())?.trim() ?? '';
  expect(page.url()).toContain(reference);
  await expect(page.getByTestId('paid-amount')).toHaveText(`Paid: ${paidTotal}`);
  await expect(page.getByTestId('activity-summary').getByText(/^Full refund if you cancel by .+\.$/)).toBeVisible();

  // The ticket: a real PDF naming the booking.
  const ticket = page.getByTestId('ticket-link');
  await expect(ticket).toHaveText('Download the ticket (PDF)');
  const pdf = await page.evaluate(
    async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return {
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        base64: btoa(binary),
      };
    },
    (await ticket.getAttribute('href')) ?? '',
  );
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.disposition).toContain(`ticket-${reference}.pdf`);
  const bytes = Buffer.from(pdf.base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(bytes)).toContain(reference);

  // The agency's list: the booking confirmed, with the agency's commission and fee.
  const context = await browser.newContext();
  const agent = await context.newPage();
  await logIn(agent, 'agent@demo.test');
  await agent.goto(hostUrl('demo', '/bookings/activities'));
  await expect(agent.getByRole('heading', { level: 1, name: 'Activity bookings' })).toBeVisible();
  await agent.getByRole('searchbox', { name: 'Search', exact: true }).fill(reference);
  const row = agent.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
  const commission = cents(await row.getByTestId('commission').textContent());
  const fee = (await row.getByTestId('transaction-fee').textContent()) ?? '';
  expect(commission).toBeGreaterThan(0);
  expect(cents(fee)).toBeGreaterThan(0);

  // My Trips: the booking, its refund now (everything but the agency's fee), a reason.
  await page.getByRole('link', { name: 'Go to My Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Booking types' }).getByText('Activities', { exact: true }).click();
  const trip = page.getByRole('article', { name: `${title}, booking ${reference}` });
  await expect(trip.getByTestId('booking-status')).toHaveText('Confirmed');
  await trip.getByRole('link', { name: `View details of ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booknow/activities/reservation-details\\?referenceNumber=${reference}`));
  await page.getByRole('button', { name: 'See the refund to cancel' }).click();
  const refundAmount = page.getByTestId('refund-amount');
  await expect(refundAmount).toBeVisible();
  const quoted = (await refundAmount.textContent()) ?? '';
  expect(cents(quoted)).toBeGreaterThan(0);
  expect(cents(quoted) + cents(await page.getByTestId('penalty-amount').textContent())).toBe(cents(paidTotal));
  await page.getByRole('combobox', { name: 'Why are you cancelling?' }).click();
  await page.getByRole('option', { name: 'Change of plans' }).click();

  // Meanwhile the free window closes (the operator's clock passes the deadline the quote held until):
  // the operator refunds nothing now, only the agency's markup comes back.
  const validUntil = await page.evaluate(async (ref) => {
    const response = await fetch(`/api/activities/bookings/${ref}/cancel-penalty`);
    return ((await response.json()) as { data: { validUntil: string | null } }).data.validUntil ?? '';
  }, reference);
  expect(Date.parse(validUntil)).toBeGreaterThan(Date.now());
  await moveSupplierClock(page, new Date(Date.parse(validUntil) + 60_000).toISOString());

  await page.getByRole('button', { name: `Cancel and refund ${quoted}` }).click();
  const changed = page.getByTestId('refund-changed');
  await expect(changed).toBeVisible();
  await expect(refundAmount).not.toHaveText(quoted);
  const newRefund = (await refundAmount.textContent()) ?? '';
  expect(cents(newRefund)).toBeLessThan(cents(quoted));
  await expect(changed).toHaveText(
    `The refund changed since the quote: it was ${quoted}, it is now ${newRefund}. Confirm again to cancel with the new refund.`,
  );
  await page.getByRole('button', { name: `Confirm again: refund ${newRefund}` }).click();
  await expect(page.getByText('Booking Cancelled Successfully')).toBeVisible();
  await expect(page.getByTestId('booking-status').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('refunded')).toHaveText(newRefund);

  // The agency's list: cancelled, the commission gone back with the refund (it was the refund
  // reconfirmed: the operator's part is kept), the fee kept.
  expect(cents(newRefund)).toBe(commission);
  await agent.reload();
  await agent.getByRole('searchbox', { name: 'Search', exact: true }).fill(reference);
  await expect(row.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(row.getByTestId('commission')).toHaveText(/^\D*0\.00\D*$/);
  await expect(row.getByTestId('transaction-fee')).toHaveText(fee);
  await context.close();
});
