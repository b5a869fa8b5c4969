import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { inDays } from '../support/flights';
import { bookHotelThroughApi } from '../support/hotels';
import { seriousViolations } from '../support/axe';
import { linkFromMail, logIn } from '../support/helpers';

test.describe('hotel deals', () => {
  test('an agent sends two hotels to a client, who asks for one from the e-mail; the agent, told, books it, and the list shows it booked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await logIn(page, 'agent@demo.test');
    // From a hotel search, the agent proposes: two hotels' free-to-cancel rooms, for Clara, with a note.
    await page.goto(
      hostUrl(
        'demo',
        `/booknow/hotels/search?place=c-pt-lisboa-lisbon&checkIn=${inDays(52)}&checkOut=${inDays(55)}&room=2&nationality=PT`,
      ),
    );
    await page.getByRole('link', { name: 'Propose hotels to a client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New proposal' })).toBeVisible();
    const hotels = page.getByTestId('builder-hotel');
    for (const index of [0, 1]) {
      const hotel = hotels.nth(index);
      await hotel.getByRole('button', { name: 'Show rooms' }).click();
      const rate = hotel.getByTestId('builder-rate').filter({ hasText: 'Free cancellation' }).first();
      await rate.getByRole('button', { name: /^Add / }).click();
    }
    await expect(page.getByTestId('chosen-option')).toHaveCount(2);
    // Beside the hotels, a car rental for the stay's dates, picked from a live search at Lisbon airport.
    await page.getByRole('button', { name: 'Add a car' }).click();
    await page.getByRole('textbox', { name: 'Pick-up place (city or airport)' }).fill('Lisbon');
    await page.getByRole('combobox', { name: 'Rental location' }).click();
    await page.getByRole('option', { name: 'Lisbon Portela Airport' }).click();
    await page.getByTestId('car-picker').getByRole('button', { name: 'Search' }).click();
    const carOffer = page.getByTestId('extra-offer').first();
    await expect(carOffer).toBeVisible();
    expect(await seriousViolations(page, 'proposal builder')).toEqual([]);
    const car = ((await carOffer.locator('p').first().textContent()) ?? '').trim();
    await carOffer.getByRole('button', { name: /^Add / }).click();
    await expect(page.getByTestId('chosen-extra')).toContainText(`Car rental: ${car}`);
    const firstHotel = ((await hotels.nth(0).getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await page.getByRole('searchbox', { name: 'Book for a client: their e-mail' }).fill('client@demo.test');
    await page.getByTestId('client-result').first().click();
    await expect(page.getByTestId('booking-for')).toContainText('Clara Client');
    await page.getByRole('textbox', { name: 'Note for the client' }).fill('Two riverside stays for your autumn break.');
    await page.getByRole('button', { name: 'Send to the client' }).click();
    await expect(page.getByText('Proposal sent')).toBeVisible();
    await expect(page.getByTestId('proposal-status')).toHaveText('Sent');
    const proposalUrl = page.url();

    // The client opens the deal from the e-mail in the dev mailbox, not logged in, and asks Ana to book the first hotel.
    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto(hostUrl('demo', '/'));
    const dealLink = await linkFromMail(client, 'client@demo.test', /Ana Agent sent you a hotel proposal/);
    expect(dealLink).toBe(hostUrl('demo', `/booknow/hotels/deal/${proposalUrl.split('/').pop() ?? ''}`));
    await client.goto(dealLink);
    await expect(client.getByRole('heading', { level: 1, name: 'A hotel proposal for you' })).toBeVisible();
    await expect(client.getByTestId('deal-note')).toContainText('Two riverside stays for your autumn break.');
    await expect(client.getByRole('banner')).toHaveCount(0);
    const options = client.getByTestId('deal-option');
    await expect(options).toHaveCount(2);
    await expect(options.first().getByRole('heading', { level: 2 })).toHaveText(firstHotel);
    // The car is there too, priced again now, with what each hotel comes to with it.
    const extras = client.getByTestId('deal-extras');
    await expect(extras.getByTestId('proposal-extra')).toContainText(car);
    await expect(extras.getByTestId('extra-state')).toBeVisible();
    await expect(extras.getByTestId('deal-totals')).toContainText(`Option 1 (${firstHotel}) with everything above:`);
    expect(await seriousViolations(client, 'deal')).toEqual([]);
    await options.first().getByRole('link', { name: 'Ask Ana Agent to book it' }).click();
    await expect(client).toHaveURL(/\/allowAgentProposal\?proposalId=.+&option=0/);
    await client.getByRole('button', { name: 'Yes, ask Ana Agent to book it' }).click();
    await expect(client.getByTestId('answer-done')).toHaveText(
      'Done: Ana Agent has been told and will book it for you.',
    );
    await client.getByRole('link', { name: 'Back to the proposal' }).click();
    await expect(client.getByTestId('deal-answer')).toContainText(`You asked Ana Agent to book ${firstHotel}`);
    await context.close();

    // The agent is told by e-mail, opens the proposal from it and books the asked hotel for Clara.
    const told = await linkFromMail(page, 'agent@demo.test', /Clara Client answered your proposal/);
    expect(told).toBe(proposalUrl);
    await page.goto(told);
    await expect(page.getByTestId('proposal-status')).toHaveText('Booking requested');
    const chosen = page.getByTestId('proposal-option').filter({ has: page.getByTestId('option-chosen') });
    await expect(chosen.getByRole('heading', { level: 3 })).toHaveText(firstHotel);
    await expect(page.getByTestId('history-entry')).toHaveCount(4);
    await expect(page.getByTestId('proposal-extra')).toContainText(car);
    expect(await seriousViolations(page, 'proposal')).toEqual([]);
    await chosen.getByRole('button', { name: 'Book for Clara Client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstHotel })).toBeVisible();
    const rate = page.locator('[data-testid="rate"][data-rate-type="BOOKABLE"][data-refundable="true"]').first();
    await rate.getByRole('button', { name: /^Choose / }).click();
    await expect(page).toHaveURL(/\/booknow\/hotels\/checkout/);
    await page.getByRole('searchbox', { name: 'Book for a client: their e-mail' }).fill('client@demo.test');
    await page.getByTestId('client-result').first().click();
    await expect(page.getByTestId('booking-for')).toContainText('Clara Client');
    const priceChange = page.getByRole('dialog', { name: 'The price has changed' });
    if (await priceChange.isVisible()) await priceChange.getByRole('button', { name: 'Accept new price' }).click();
    for (const [index, [given, family]] of [
      ['Clara', 'Client'],
      ['Rui', 'Client'],
    ].entries()) {
      await page
        .getByRole('textbox', { name: 'First name' })
        .nth(index)
        .fill(given ?? '');
      await page
        .getByRole('textbox', { name: 'Last name' })
        .nth(index)
        .fill(family ?? '');
    }
    await page.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const held = page.getByText(/Your room is reserved under booking (HT\w+)\. Pay now to confirm it\./);
    await expect(held).toBeVisible();
    const reference = /HT\w+/.exec((await held.textContent()) ?? '')?.[0] ?? '';

    // In the agent's list, the proposal reads booked, with its booking.
    await page.goto(hostUrl('demo', '/proposals'));
    const row = page.getByTestId('proposal-row').first();
    await expect(row.getByTestId('proposal-status')).toHaveText('Booked');
    await expect(row).toContainText(reference);
    await expect(row).toContainText('Awaiting payment');
    expect(await seriousViolations(page, 'proposals list')).toEqual([]);
    await page.getByRole('combobox', { name: 'Proposal status' }).click();
    await page.getByRole('option', { name: 'Booked' }).click();
    await expect(page).toHaveURL(/proposalStatus=booked/);
    await expect(page.getByTestId('proposal-row').first()).toContainText(reference);
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
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(reference);
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
