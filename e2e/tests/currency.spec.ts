import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { inDays } from '../support/flights';
import { logIn } from '../support/helpers';

const search = (from: string, to: string) =>
  `/booknow/flights/search-details?type=One-Way&cabin=NoPreference&aircraft=Commercial&adults=1&children=0&infants=0&from=${from}&to=${to}&date=${inDays(30)}`;

test.describe('currencies', () => {
  test('a remembered currency without an exchange rate is dropped: prices come in US dollars', async ({ page }) => {
    await logIn(page, 'client@demo.test');
    // BOV is an ISO 4217 fund code the site has no rate for (say, a cookie from another site).
    await page.context().addCookies([{ name: 'currency', value: 'BOV', url: hostUrl('demo') }]);
    await page.goto(hostUrl('demo', search('LIS', 'MAD')));
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
    await expect(page.getByTestId('results-count')).toContainText('flights found');
    await expect(page.getByTestId('itinerary-card').first()).toContainText('$');
    const cookies = await page.context().cookies(hostUrl('demo'));
    expect(cookies.find((cookie) => cookie.name === 'currency')).toBeUndefined();
  });

  test('a visitor paying in Kuwaiti dinars sees the price and the fare conditions in dinars, to the fils', async ({
    page,
  }) => {
    await logIn(page, 'client@demo.test');
    await page.goto(hostUrl('demo'));
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Region and currency' });
    await dialog.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: 'KWD', exact: true }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Currency: KWD' })).toBeVisible();

    await page.goto(hostUrl('demo', search('LIS', 'JFK')));
    await expect(page.getByTestId('results-count')).toContainText('flights found');
    await page
      .getByTestId('itinerary-card')
      .first()
      .getByRole('button', { name: /^Select/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Flight details' });
    await details.getByRole('radio', { name: /^Standard/ }).check();
    // Three decimals (ISO 4217), the change fee and the penalty in the quote's currency.
    await expect(details.getByTestId('details-total')).toHaveText(/^KWD\s[\d,]+\.\d{3}$/);
    await expect(details.getByText(/^Changes allowed for KWD\s[\d,]+\.\d{3}$/)).toBeVisible();
    await expect(details.getByText(/^Refundable less a penalty of KWD\s[\d,]+\.\d{3}$/)).toBeVisible();
  });
});
