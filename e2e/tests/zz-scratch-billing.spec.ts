import { test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { logIn } from '../support/helpers';

const variants: Array<[string, number, Array<{ name: string; value: string }>]> = [
  ['en-1366', 1366, []],
  ['en-390', 390, []],
  ['pt-dark-1366', 1366, [{ name: 'i18next', value: 'pt' }, { name: 'color-scheme', value: 'dark' }]],
  ['es-rtl-390', 390, [{ name: 'i18next', value: 'es' }, { name: 'direction', value: 'rtl' }]],
];

for (const [name, width, cookies] of variants.slice(2)) {
  test(`shots ${name}`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'owner@demo.test');
    if (cookies.length) {
      await context.addCookies(cookies.map((c) => ({ ...c, url: hostUrl('demo', '/') })));
      await context.addCookies(cookies.map((c) => ({ ...c, url: hostUrl(null, '/') })));
    }
    await page.goto(hostUrl(null, '/start'));
    await page.getByRole('textbox').nth(1).fill('demo');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/billing-shots/start-${name}.png`, fullPage: true });
    await page.goto(hostUrl('demo', '/subscription'));
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/billing-shots/sub-${name}.png`, fullPage: true });
  });
}
