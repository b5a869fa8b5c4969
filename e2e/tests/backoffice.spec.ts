import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from '../playwright.config';
import { bookThroughApi } from '../support/flights';
import { linkFromMail, logIn } from '../support/helpers';

test.describe('the back-office', () => {
  test("the owner imports clients from a CSV with a bad row, promotes one to agent and makes her restricted; her flight over the limit waits for the owner's approval, is paid once approved, and the dashboard counts it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
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

    // Ana, now a restricted agent, chooses her password from the invitation the import sent.
    const owner = page;
    const agent = await (await browser.newContext()).newPage();
    await agent.goto(await linkFromMail(owner, ana.email, /created your traveller account/));
    await agent.getByRole('textbox', { name: 'New password', exact: true }).fill('Journey!2028');
    await agent.getByRole('button', { name: 'Save password' }).click();
    await expect(agent).toHaveURL(hostUrl('demo', '/login'));
    await logIn(agent, ana.email, 'Journey!2028');
    const flightsCount = async (viewer: Page) => {
      await viewer.goto(hostUrl('demo', '/dashboard'));
      const card = viewer.getByTestId('agency-count-flights');
      await expect(card).toBeVisible();
      return Number((await card.innerText()).replace(/\D+/g, ''));
    };
    const flightsBefore = await flightsCount(owner);

    // The owner sets the approval limit at $100: any flight is over it.
    await owner.goto(hostUrl('demo', '/approvals'));
    await owner.getByRole('button', { name: 'Change limit' }).click();
    const limit = owner.getByRole('form', { name: 'Approval limit' });
    await limit.getByRole('textbox', { name: 'Amount' }).fill('100');
    await limit.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Approval limit saved')).toBeVisible();

    // The restricted agent books (held): the payment step says it waits, with no card form.
    const reference = await bookThroughApi(agent, { pay: false, daysAhead: 45 });
    await agent.goto(hostUrl('demo', `/booknow/flights/checkout?booking=${reference}`));
    await expect(
      agent.getByText(`Your seats are held under booking ${reference}. Pay now to confirm it.`),
    ).toBeVisible();
    await expect(agent.getByTestId('awaiting-approval')).toContainText('Waiting for approval');
    await expect(agent.getByTestId('card-form')).toHaveCount(0);
    await agent.goto(hostUrl('demo', '/bookings/flights'));
    await expect(agent.getByTestId('approval-badge').first()).toHaveText('Awaiting approval');

    // The owner finds it in the queue, and approves it.
    await owner.goto(hostUrl('demo', '/approvals'));
    await owner.getByRole('button', { name: `Approve ${reference}` }).click();
    await expect(owner.getByText('Booking approved')).toBeVisible();

    // The agent pays it now.
    await agent.goto(hostUrl('demo', `/booknow/flights/checkout?booking=${reference}`));
    await expect(agent.getByTestId('awaiting-approval')).toHaveCount(0);
    await agent.getByRole('textbox', { name: 'Name on card' }).fill(ana.name);
    await agent.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
    await agent.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
    await agent.getByRole('textbox', { name: 'Security code' }).fill('123');
    await agent.getByRole('button', { name: /^Pay / }).click();
    await expect(agent.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    // The owner's dashboard counts it, and lists its charge among the recent transactions; the
    // back-office search finds it.
    expect(await flightsCount(owner)).toBeGreaterThan(flightsBefore);
    await expect(owner.getByRole('region', { name: 'Recent transactions' })).toContainText(reference);
    const search = owner
      .getByTestId('agent-navigation')
      .getByRole('searchbox', { name: 'Search bookings and clients' });
    await search.fill(reference);
    await search.press('Enter');
    await expect(owner).toHaveURL(new RegExp(`/search\\?q=${reference}`));
    const found = owner.getByTestId('search-booking');
    await expect(found).toHaveCount(1);
    await expect(found.getByText('Confirmed')).toBeVisible();

    // The limit back as the demo has it.
    await owner.goto(hostUrl('demo', '/approvals'));
    await owner.getByRole('button', { name: 'Change limit' }).click();
    await owner.getByRole('form', { name: 'Approval limit' }).getByRole('textbox', { name: 'Amount' }).fill('1000');
    await owner.getByRole('form', { name: 'Approval limit' }).getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Approval limit saved')).toBeVisible();
  });
});
