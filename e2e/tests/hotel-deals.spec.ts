import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { bookHotelThroughApi, proposeThroughApi } from '../support/hotels';
import { DEMO_PASSWORD, logIn } from '../support/helpers';

test.describe('hotel deals', () => {
  test("an agent proposes two hotels; the client opens the deal, logs in to book and reaches the first hotel's rooms", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'agent@demo.test');
    const proposalId = await proposeThroughApi(page, 'client@demo.test', 2);

    // The client opens the link from the e-mail, not logged in: no header, the agent's note, both options.
    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto(hostUrl('demo', `/booknow/hotels/deal/${proposalId}`));
    await expect(client.getByRole('heading', { level: 1, name: 'A hotel proposal for you' })).toBeVisible();
    await expect(client.getByText('From Ana Agent, for Clara Client')).toBeVisible();
    await expect(client.getByTestId('deal-note')).toContainText('Riverside stays for your spring weekend.');
    await expect(client.getByRole('banner')).toHaveCount(0);
    const options = client.getByTestId('deal-option');
    await expect(options).toHaveCount(2);
    // Priced again a moment later, for the same client: the same price, free to cancel until a date in Lisbon's time.
    await expect(options.first().getByTestId('option-state')).toHaveCount(0);
    await expect(options.first()).toContainText('(hotel time, Europe/Lisbon)');
    const hotelName = (await options.first().getByRole('heading', { level: 2 }).textContent()) ?? '';

    await options.first().getByRole('button', { name: 'See rooms and book' }).click();
    await expect(client).toHaveURL(/\/login/);
    await client.getByRole('textbox', { name: 'E-mail', exact: true }).fill('client@demo.test');
    await client.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await client.getByRole('button', { name: 'Log in', exact: true }).click();
    // Back on the deal after the log-in; booking now opens the hotel's rooms for the deal's stay.
    await expect(client).toHaveURL(new RegExp(`/booknow/hotels/deal/${proposalId}`));
    await client.getByTestId('deal-option').first().getByRole('button', { name: 'See rooms and book' }).click();
    await expect(client).toHaveURL(/\/booknow\/hotels\/search-details\?hotelId=.+&vendor=.+&corelationId=.+/);
    await expect(client.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
    await context.close();
  });

  test("an agent cancels a client's unpaid stay from the agency's hotel bookings, and the client sees it cancelled", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const client = await context.newPage();
    await logIn(client, 'client@demo.test');
    const reference = await bookHotelThroughApi(client, 70);

    await logIn(page, 'agent@demo.test');
    await page.goto(hostUrl('demo', '/bookings/hotels'));
    await page.getByRole('searchbox').fill(reference);
    const row = page.locator(`[data-testid="booking-row"][data-reference="${reference}"]`);
    await expect(row.getByTestId('booking-status')).toHaveText('Awaiting payment');
    await row.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
    // Nothing paid: cancelling releases the room, nothing is kept.
    await expect(dialog.getByText('Nothing has been paid yet: cancelling releases the room.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByText('Booking Cancelled Successfully')).toBeVisible();
    await expect(row.getByTestId('booking-status')).toHaveText('Cancelled');

    await client.goto(hostUrl('demo', `/hotel-details?referenceNumber=${reference}`));
    await expect(client.getByTestId('booking-status').first()).toHaveText('Cancelled');
    await context.close();
  });
});
