import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { bookThroughApi } from '../support/flights';
import { logIn } from '../support/helpers';

test.describe('the travel reward wallet', () => {
  test('a client pays part of a booking with credit, sees what credit and card paid, and the balance go down', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, 'client@demo.test');
    const held = await bookThroughApi(page, { pay: false, daysAhead: 33 });

    // The wallet, from the user menu: the demo client's earned credit.
    await page.goto(hostUrl('demo', '/mytrip'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Reward wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Reward wallet', level: 1 })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('€25.00');

    // The payment step offers the credit; 10.00 of it, the rest by card.
    await page.goto(hostUrl('demo', '/mytrip'));
    await page
      .getByRole('article', { name: new RegExp(held) })
      .getByRole('link', { name: `Pay booking ${held}` })
      .click();
    const choice = page.getByTestId('credit-choice');
    await expect(choice).toContainText('Your credit: €25.00');
    await choice.getByRole('checkbox', { name: 'Use my credit' }).check();
    const amount = page.getByRole('textbox', { name: 'Credit to use' });
    await expect(amount).toHaveValue('25.00 EUR');
    await amount.fill('10');
    await amount.blur();
    await expect(choice).toContainText('By card:');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Clara Client');
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    // The trip says what credit and card paid.
    await page.goto(hostUrl('demo', `/flight-details?referenceNumber=${held}`));
    await expect(page.getByTestId('paid-split')).toContainText('From credit: €10.00');
    await expect(page.getByTestId('paid-split')).toContainText('By card: €');

    // The balance went down by what was spent, and the history names the booking.
    await page.goto(hostUrl('demo', '/wallet'));
    await expect(page.getByTestId('wallet-balance')).toHaveText('€15.00');
    const latest = page.getByTestId('wallet-history').getByRole('row').nth(1);
    await expect(latest).toContainText('Spent');
    await expect(latest).toContainText(held);
    await expect(latest).toContainText('−€10.00');
  });
});
