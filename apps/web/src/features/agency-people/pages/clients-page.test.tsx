import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { clientList, person } from '../testing/people-fixtures';
import { ClientsPage } from './clients-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['people', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const LIST = '/api/agency/clients';
const OWNER = testProfile();
const toasts = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);
const renderClients = (route = '/clients') => renderAt(<ClientsPage />, { path: '/clients', route });

const ana = person({ name: 'Ana Souza', email: 'ana@demo.test' });
const bruno = person({ name: 'Bruno Lima', email: 'bruno@demo.test', isVerified: false });

describe('/clients', () => {
  it('lists the clients, searches once typing pauses and pages by 50', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: (_body, url) =>
          url.searchParams.get('searchQuery') === 'ana' ? clientList([ana], 1) : clientList([ana, bruno], 120),
      },
      { profile: OWNER },
    );
    renderClients();

    const table = await screen.findByTestId('clients-table');
    expect(
      within(table)
        .getAllByTestId('person-row')
        .map((row) => row.dataset.email),
    ).toEqual(['ana@demo.test', 'bruno@demo.test']);
    expect(within(table).getByRole('columnheader', { name: 'E-mail' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe(`/clients/${ana._id}`);
    expect(screen.getByTestId('people-count').textContent).toBe('120 clients');
    expect(callsTo(fetchMock, LIST)[0]?.query).toEqual({ offSet: '0', limit: '50' });

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)?.query).toEqual({ offSet: '50', limit: '50' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ana');
    await waitFor(() => expect(screen.getAllByTestId('person-row')).toHaveLength(1));
    // One call for the search (not one per letter), from the first page again.
    const searches = callsTo(fetchMock, LIST).filter((call) => call.query.searchQuery);
    expect(searches).toEqual([expect.objectContaining({ query: { offSet: '0', limit: '50', searchQuery: 'ana' } })]);
  });

  it('says so when a search matches nobody, and shows an error when the list fails', { timeout: 10_000 }, async () => {
    const user = userEvent.setup();
    mockApi(
      {
        [`GET ${LIST}`]: (_body, url) =>
          url.searchParams.get('searchQuery') ? clientList([]) : { status: 500, body: { message: 'Boom' } },
      },
      { profile: OWNER },
    );
    renderClients('/clients?q=zz');
    expect((await screen.findByTestId('people-empty')).textContent).toBe('Nobody matches this search.');
    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    // A server error is tried again twice before the page gives up.
    expect((await screen.findByRole('alert', {}, { timeout: 6000 })).textContent).toBe('Something went wrong');
  });

  it('runs a bulk action on the selected clients and reports each one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => clientList([ana, bruno]),
        [`POST ${LIST}/actions`]: () => ({
          body: {
            message: 'Done for 1 client(s)',
            data: {
              done: 1,
              results: [
                { userId: ana._id, outcome: 'skipped' },
                { userId: bruno._id, outcome: 'done' },
              ],
            },
          },
        }),
      },
      { profile: OWNER },
    );
    renderClients();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Resend verification e-mail');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const report = await screen.findByTestId('bulk-report');
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Souza: nothing to do', 'Bruno Lima: done']);
    await waitFor(() => expect(document.activeElement).toBe(report));
    expect(bodiesSent(fetchMock, 'POST', `${LIST}/actions`)).toEqual([
      { action: 'resendVerification', userIds: [ana._id, bruno._id] },
    ]);
    // The selection is cleared once done.
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it("promotes a client to agent after asking, with 'The user promoted successfully!'", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => clientList([ana]),
        [`PATCH ${LIST}/user-type`]: () => ({ body: { message: 'The user promoted successfully!' } }),
      },
      { profile: OWNER },
    );
    renderClients();
    await user.click(await screen.findByRole('button', { name: 'Make Ana Souza an agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Ana Souza an agent?' });
    expect(bodiesSent(fetchMock, 'PATCH', `${LIST}/user-type`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make agent' }));

    await waitFor(() => expect(toasts()).toEqual(['The user promoted successfully!']));
    expect(bodiesSent(fetchMock, 'PATCH', `${LIST}/user-type`)).toEqual([{ userId: ana._id }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Clients' })));
  });

  it("asks before deactivating a client, then says 'Status changed Successfully'", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => clientList([ana]),
        [`PATCH ${LIST}/user-status`]: () => ({ body: { message: 'Status changed Successfully' } }),
      },
      { profile: OWNER },
    );
    renderClients();
    await user.click(await screen.findByRole('switch', { name: 'Active: Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ana Souza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toasts()).toEqual(['Status changed Successfully']));
    expect(bodiesSent(fetchMock, 'PATCH', `${LIST}/user-status`)).toEqual([{ userId: ana._id, status: 'inactive' }]);
  });

  it('leaves out what a plain agent may not do: promotion, the wallet actions', async () => {
    mockApi(
      { [`GET ${LIST}`]: () => clientList([ana]) },
      { profile: testProfile({ userType: 'Agent', email: 'agent@demo.test' }) },
    );
    const user = userEvent.setup();
    renderClients();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana Souza' }));
    const options = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose an action',
      'Activate',
      'Deactivate',
      'Resend verification e-mail',
    ]);
    expect(screen.queryByRole('button', { name: 'Make Ana Souza an agent' })).toBeNull();
  });

  it('exports the clients who joined between two dates, refusing an end before the start', async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${LIST}`]: () => clientList([ana]) }, { profile: OWNER });
    renderClients();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export clients' }));
    await user.type(dialog.getByLabelText('Joined from'), '2026-11-10');
    await user.type(dialog.getByLabelText('Joined until'), '2026-11-01');
    expect(dialog.getByText('The end date is before the start date.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Download CSV' }).getAttribute('data-disabled')).toBe('true');

    await user.clear(dialog.getByLabelText('Joined until'));
    await user.type(dialog.getByLabelText('Joined until'), '2026-11-30');
    expect(dialog.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/agency/clients/exports/data?startDate=2026-11-10&endDate=2026-11-30',
    );
  });

  it("gives a restricted agent their clients' list without status changes or the export", async () => {
    mockApi(
      { [`GET ${LIST}`]: () => clientList([ana]) },
      { profile: testProfile({ userType: 'Agent', isRestrictedAgent: true }) },
    );
    renderClients();
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Active: Ana Souza' })).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import clients' })).toBeTruthy();
  });
});
