import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { bookThroughApi, cardWhoseReprice } from '../support/flights';
import { logIn, readMailbox } from '../support/helpers';

test.describe('flights, search to cancellation', () => {
  test('a client searches Lisbon to New York, books a family at a changed price, pays, sees the trip and cancels it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'client@demo.test');
    await page.goto(hostUrl('demo', '/booknow/flights/search'));

    // Round-Trip and 'All cabins' are the defaults.
    await expect(page.getByRole('radio', { name: 'Round-Trip' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Cabin' })).toHaveValue('All cabins');

    await page.getByRole('combobox', { name: 'From' }).fill('Lisbon');
    await page.getByRole('option', { name: /^LIS/ }).click();
    await page.getByRole('combobox', { name: 'To' }).fill('New York');
    await page.getByRole('option', { name: /^JFK/ }).click();

    await page.getByRole('button', { name: /Traveler/ }).click();
    await page.getByRole('button', { name: 'Add adult' }).click();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.keyboard.press('Escape');
    // The label counts seats (section 4): a child has no seat of its own in the count.
    await expect(page.getByRole('button', { name: '2 Travelers' })).toBeVisible();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/search-details/);
    await expect(page.getByTestId('results-count')).toContainText('flights found');

    // Direct only, then the quickest first.
    await page.getByRole('button', { name: 'Only Direct' }).click();
    await expect(page.getByTestId('results-count')).toContainText(' of ');
    const cards = page.getByTestId('itinerary-card');
    const stops = await cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-stops'))));
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.every((count) => count === 0)).toBe(true);

    await page.getByRole('radio', { name: /Quickest/ }).check();
    const durations = await cards.evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute('data-duration'))),
    );
    expect(durations).toEqual([...durations].sort((a, b) => a - b));

    // An offer the airline re-prices between search and checkout.
    const card = await cardWhoseReprice(page, 'changed');
    await card.getByRole('button', { name: /^Select/ }).click();
    const details = page.getByRole('dialog', { name: 'Flight details' });
    await expect(details.getByText('Fare options')).toBeVisible();
    await expect(details.getByText('Fare rules')).toBeVisible();
    // Opening the details prices the chosen fare family: the airline's change shows at once.
    const detailsTotal = details.getByTestId('details-total');
    await expect(detailsTotal).toBeVisible();
    const newTotal = (await detailsTotal.textContent()) ?? '';
    expect(newTotal).not.toBe('');
    const note = details.getByTestId('price-change-note');
    await expect(note).toHaveText(/^Price updated: was .+, now .+$/);
    const wasTotal = /^Price updated: was (.+), now /.exec((await note.textContent()) ?? '')?.[1] ?? '';
    await expect(note).toHaveText(`Price updated: was ${wasTotal}, now ${newTotal}`);
    expect(wasTotal).not.toBe(newTotal);
    // Customers never see the markup named.
    await expect(details.getByTestId('markup-note')).toHaveCount(0);
    // Continue takes that very quote: the checkout shows the same old and new prices.
    await details.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?quote=/);
    const change = page.getByRole('dialog', { name: 'The price has changed' });
    await expect(change.getByText('Was')).toBeVisible();
    await expect(change.getByText('Now')).toBeVisible();
    await expect(change.getByTestId('old-price')).toHaveText(wasTotal);
    await expect(change.getByTestId('new-price')).toHaveText(newTotal);
    await change.getByRole('button', { name: 'Accept new price' }).click();
    await expect(change).toBeHidden();

    const travelers = [
      { given: 'Ana', family: 'Silva', birth: '1985-04-02' },
      { given: 'Rui', family: 'Silva', birth: '1983-07-12' },
      { given: 'Leo', family: 'Silva', birth: '2018-03-02' },
    ];
    for (const [index, traveler] of travelers.entries()) {
      const form = page.getByRole('group', { name: new RegExp(`^Traveler ${index + 1}`) });
      await form.getByRole('textbox', { name: 'Given names' }).fill(traveler.given);
      await form.getByRole('textbox', { name: 'Family name' }).fill(traveler.family);
      await form.getByRole('textbox', { name: 'Date of birth' }).fill(traveler.birth);
    }
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.silva@example.test');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByText(/Your seats are held under booking/)).toBeVisible();
    // Held: a reload stays on the payment step, and My Trips offers Pay until the ticketing time limit.
    await expect(page).toHaveURL(/[?&]booking=FL[A-Z0-9]{8}/);
    const held = new URL(page.url()).searchParams.get('booking') ?? '';
    await page.reload();
    await expect(page.getByText(`Your seats are held under booking ${held}. Pay now to confirm it.`)).toBeVisible();
    await expect(page.getByTestId('pay-until')).toContainText('Pay by');
    await page.goto(hostUrl('demo', '/mytrip'));
    const heldTrip = page.getByRole('article', { name: new RegExp(held) });
    await expect(heldTrip.getByText('Awaiting payment')).toBeVisible();
    await heldTrip.getByRole('link', { name: `Pay booking ${held}` }).click();
    await expect(page.getByText(`Your seats are held under booking ${held}. Pay now to confirm it.`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ana Silva');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/booknow\/flights\/confirmation\?referenceNumber=/);
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    // Paid, tickets not issued yet: the status shows (and is asked again every 15 s until ticketed).
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByTestId('ticketing-note')).toHaveText(
      'Your tickets are being issued. This page shows when they are.',
    );
    const reference = new URL(page.url()).searchParams.get('referenceNumber') ?? '';
    expect(reference).toMatch(/^FL[A-Z0-9]{8}$/);
    await expect(page.getByText(reference)).toBeVisible();
    await expect
      .poll(async () => (await readMailbox(page, 'ana.silva@example.test')).map((mail) => mail.subject).join('|'))
      .toContain(reference);

    // The trip, then its penalty, then the cancellation.
    await page.getByRole('link', { name: 'My trips' }).click();
    const trip = page.getByRole('article', { name: new RegExp(reference) });
    await expect(trip.getByText('Confirmed')).toBeVisible();
    await trip.getByRole('link', { name: `View details of ${reference}` }).click();
    await expect(page.getByText('Ana Silva')).toBeVisible();
    await page.getByRole('button', { name: 'Get cancellation quote' }).click();
    await expect(page.getByText('Penalty')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Confirm cancellation' })
      .click();
    await expect(page.getByText('Flight cancelled successfully')).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
  });

  test('an agent tickets one booking and voids another', async ({ page }) => {
    await logIn(page, 'client@demo.test');
    const toTicket = await bookThroughApi(page, { pay: true, daysAhead: 30 });
    const toVoid = await bookThroughApi(page, { pay: true, daysAhead: 31 });
    await page.context().clearCookies();

    await logIn(page, 'agent@demo.test');
    await page.goto(hostUrl('demo', '/bookings/flights'));
    await expect(page.getByRole('heading', { name: 'Flight bookings' })).toBeVisible();

    const first = page.locator(`[data-testid="booking-row"][data-reference="${toTicket}"]`);
    await first.getByRole('button', { name: 'Ticket', exact: true }).click();
    await expect(
      page.getByText('Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes.'),
    ).toBeVisible();
    await expect(first.getByText('Ticketed', { exact: true })).toBeVisible();

    const second = page.locator(`[data-testid="booking-row"][data-reference="${toVoid}"]`);
    await second.getByRole('button', { name: 'Ticket', exact: true }).click();
    await expect(second.getByText('Ticketed', { exact: true })).toBeVisible();
    await second.getByRole('button', { name: 'Cancel/Void' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('The ticket was issued less than 24 hours ago: it can be voided and everything is refunded.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm void' }).click();
    await expect(page.getByText('Flight cancelled successfully')).toBeVisible();
    await expect(second.getByText('Voided', { exact: true })).toBeVisible();
    await expect(first.getByText('Ticketed', { exact: true })).toBeVisible();
  });
});
