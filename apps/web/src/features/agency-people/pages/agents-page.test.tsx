import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { agentList, person } from '../testing/people-fixtures';
import { AgentsPage } from './agents-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['people', 'widgets']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const LIST = '/api/agency/agents';
const toasts = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);
const renderAgents = () => renderAt(<AgentsPage />, { path: '/agents', route: '/agents' });
const rita = person({ name: 'Rita Agent', email: 'rita@demo.test', userType: 'Agent' });

describe('/agents', () => {
  it('makes an agent restricted with the switch in their row', async () => {
    const user = userEvent.setup();
    let restricted = false;
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => agentList([{ ...rita, isRestrictedAgent: restricted }]),
        [`PATCH ${LIST}/update-agent-type`]: (body) => {
          restricted = (body as { isRestrictedAgent: boolean }).isRestrictedAgent;
          return { body: { message: 'Agent type changed' } };
        },
      },
      { profile: testProfile() },
    );
    renderAgents();
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Restricted: Rita Agent' });
    expect(toggle.checked).toBe(false);
    expect(screen.getByTestId('people-count').textContent).toBe('1 agent');
    await user.click(toggle);

    await waitFor(() => expect(toasts()).toEqual(['Agent type changed']));
    expect(bodiesSent(fetchMock, 'PATCH', `${LIST}/update-agent-type`)).toEqual([
      { userId: rita._id, isRestrictedAgent: true },
    ]);
    // The list is read again and shows the change.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Restricted: Rita Agent' }).checked).toBe(true),
    );
  });

  it('turns an agent back into a client after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => agentList([rita]),
        [`PATCH ${LIST}/user-type`]: () => ({ body: { message: 'The user is a client again' } }),
      },
      { profile: testProfile() },
    );
    renderAgents();
    await user.click(await screen.findByRole('button', { name: 'Make Rita Agent a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Rita Agent a client?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make client' }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', `${LIST}/user-type`)).toEqual([{ userId: rita._id }]));
  });

  it('invites a restricted agent by e-mail', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${LIST}`]: () => agentList([]),
        'POST /api/agency/invitations': () => ({ body: { message: 'Invitation sent' } }),
      },
      { profile: testProfile() },
    );
    renderAgents();
    expect((await screen.findByTestId('people-empty')).textContent).toBe('No agents yet. Invite one by e-mail.');
    await user.click(screen.getByRole('button', { name: 'Invite an agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite an agent' }));
    await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'new.agent@demo.test');
    await user.click(dialog.getByRole('checkbox', { name: /Restricted agent/ }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toasts()).toEqual(['Invitation sent']));
    expect(bodiesSent(fetchMock, 'POST', '/api/agency/invitations')).toEqual([
      { email: 'new.agent@demo.test', isRestrictedAgent: true },
    ]);
  });

  it('is for owners and admins only: an agent is told so and nothing is asked', async () => {
    const fetchMock = mockApi({}, { profile: testProfile({ userType: 'Agent' }) });
    renderAgents();
    expect((await screen.findByTestId('agents-forbidden')).textContent).toBe(
      "Only the agency's owner and admins manage agents.",
    );
    expect(callsTo(fetchMock, LIST)).toEqual([]);
  });
});
