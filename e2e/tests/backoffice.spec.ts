import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { logIn } from '../support/helpers';

test.describe('the back-office people', () => {
  test('the owner imports clients from a CSV with a bad row, promotes one to agent and makes the agent restricted', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const ana = { name: 'Ana Importada', email: `ana.${stamp}@example.test` };
    const bia = { name: 'Bia Importada', email: `bia.${stamp}@example.test` };
    await logIn(page, 'owner@demo.test');
    await page.goto(hostUrl('demo', '/clients'));
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Clients' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Import clients' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import clients' });
    await wizard.locator('input[type="file"]').setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Name,Email\n${ana.name},${ana.email}\nBad Row,not-an-email\n${bia.name},${bia.email}\n`),
    });
    await expect(wizard.getByTestId('import-row-count')).toHaveText('3 rows read.');
    await wizard.getByRole('button', { name: 'Check the rows' }).click();
    // The preview names the bad row and imports nothing yet.
    await expect(wizard.locator('[data-outcome="invalid"]')).toHaveCount(1);
    await expect(wizard.locator('[data-outcome="invalid"]')).toContainText('not-an-email');
    await expect(wizard.locator('[data-outcome="valid"]')).toHaveCount(2);
    await wizard.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await expect(wizard.getByTestId('import-counts')).toHaveText('2 imported');
    await expect(page.getByText('Clients created: 2')).toBeVisible();
    await wizard.getByRole('button', { name: 'Done' }).click();

    // The export has the imported clients (joined today), in a spreadsheet-ready CSV.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const today = new Date().toISOString().slice(0, 10);
    const exporter = page.getByRole('dialog', { name: 'Export clients' });
    await exporter.getByLabel('Joined from').fill(today);
    const download = page.waitForEvent('download');
    await exporter.getByRole('link', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toContain(ana.email);
    expect(csv).toContain(bia.email);
    expect(csv).not.toContain('not-an-email');

    await page.getByRole('searchbox', { name: 'Search clients' }).fill(ana.email);
    await expect(page).toHaveURL(/q=ana/);
    await expect(page.getByTestId('person-row')).toHaveCount(1);
    await page.getByRole('button', { name: `Make ${ana.name} an agent` }).click();
    await page
      .getByRole('dialog', { name: `Make ${ana.name} an agent?` })
      .getByRole('button', { name: 'Make agent' })
      .click();
    await expect(page.getByText('The user promoted successfully!')).toBeVisible();
    await expect(page.getByTestId('people-empty')).toBeVisible();

    await page.goto(hostUrl('demo', `/agents?q=${encodeURIComponent(ana.email)}`));
    const restricted = page.getByRole('switch', { name: `Restricted: ${ana.name}` });
    await expect(restricted).not.toBeChecked();
    await restricted.click();
    await expect(page.getByText('Agent type changed successfully')).toBeVisible();
    await expect(restricted).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: `Restricted: ${ana.name}` })).toBeChecked();
  });
});
