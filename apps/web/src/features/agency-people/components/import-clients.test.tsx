import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRowReport, CreateClientsBody } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { ClientsPage } from '../pages/clients-page';
import { clientList } from '../testing/people-fixtures';
import { guessColumns, rowsToClients } from '../lib/read-sheet';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['people', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const CREATE = '/api/agency/clients/create';
const CSV = 'Full name,E-mail address\nAna Souza,ana@demo.test\nBad Row,not-an-email\n\nCarl Diaz,carl@demo.test\n';

/** What the server answers for the rows (the test's stand-in for the sign-up rules). */
function report(body: CreateClientsBody) {
  const rows: ClientRowReport[] = body.data.map((row, index) =>
    row.email.includes('@')
      ? { row: index + 1, ...row, outcome: body.dryRun ? 'valid' : 'created' }
      : { row: index + 1, ...row, outcome: 'invalid', errors: { email: 'Please enter a valid email' } },
  );
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return {
    body: {
      message: body.dryRun ? `${count('valid')} rows can be imported` : `${count('created')} clients imported`,
      data: {
        created: count('created'),
        valid: count('valid'),
        exists: 0,
        duplicate: 0,
        invalid: count('invalid'),
        rows,
      },
    },
  };
}

describe('the import wizard', () => {
  it('previews a CSV with a bad row, then imports the valid rows only', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        'GET /api/agency/clients': () => clientList([]),
        [`POST ${CREATE}`]: (body) => report(body as CreateClientsBody),
      },
      { profile: testProfile() },
    );
    renderAt(<ClientsPage />, { path: '/clients', route: '/clients' });
    await user.click(await screen.findByRole('button', { name: 'Import clients' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import clients' }));

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([CSV], 'clients.csv', { type: 'text/csv' }));
    expect((await dialog.findByTestId('import-row-count')).textContent).toBe('3 rows read.');
    // The columns are found by their titles.
    expect(dialog.getByRole<HTMLSelectElement>('combobox', { name: 'Name column' }).value).toBe('0');
    expect(dialog.getByRole<HTMLSelectElement>('combobox', { name: 'E-mail column' }).value).toBe('1');

    await user.click(dialog.getByRole('button', { name: 'Check the rows' }));
    const bad = await dialog.findByText('E-mail: Please enter a valid email');
    expect(bad.closest('tr')?.dataset.outcome).toBe('invalid');
    expect(dialog.getByTestId('import-counts').textContent).toBe('2 valid1 invalid');
    expect(bodiesSent(fetchMock, 'POST', CREATE)).toEqual([
      {
        dryRun: true,
        data: [
          { name: 'Ana Souza', email: 'ana@demo.test' },
          { name: 'Bad Row', email: 'not-an-email' },
          { name: 'Carl Diaz', email: 'carl@demo.test' },
        ],
      },
    ]);

    await user.click(dialog.getByRole('button', { name: 'Import 2 valid rows' }));
    await waitFor(() => expect(dialog.getByTestId('import-counts').textContent).toBe('2 imported'));
    expect(bodiesSent(fetchMock, 'POST', CREATE)[1]).toEqual({
      data: [
        { name: 'Ana Souza', email: 'ana@demo.test' },
        { name: 'Carl Diaz', email: 'carl@demo.test' },
      ],
    });
    expect(toast.mock.calls.map(([options]) => (options as { message: string }).message)).toEqual([
      '2 clients imported',
    ]);
  });
});

describe('reading the columns', () => {
  it('finds the name and e-mail columns by their Portuguese or Spanish titles', () => {
    expect(guessColumns(['E-mail', 'Nome completo'])).toEqual({ name: 1, email: 0 });
    expect(guessColumns(['Correo', 'Nombre', 'email'])).toEqual({ name: 1, email: 2 });
  });

  it('leaves out blank rows', () => {
    expect(
      rowsToClients(
        [
          ['name', 'email'],
          ['', ''],
          ['Ana', 'ana@x.test'],
        ],
        { name: 0, email: 1 },
      ),
    ).toEqual([{ name: 'Ana', email: 'ana@x.test' }]);
  });
});
