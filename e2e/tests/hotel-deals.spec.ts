import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { bookHotelThroughApi } from '../support/hotels';
import { logIn } from '../support/helpers';

test.describe('hotel deals', () => {
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
