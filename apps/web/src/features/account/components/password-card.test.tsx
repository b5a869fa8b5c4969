import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { renderUi } from '../../../testing/render';
import { testAgency } from '../../../testing/test-agency';
import { PasswordCard } from './password-card';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['account']));
beforeEach(() => toast.mockClear());
afterEach(() => vi.unstubAllGlobals());

const CHANGE = '/api/user/changePassword';
const currentField = () => screen.getByLabelText<HTMLInputElement>(/^Current password/, { selector: 'input' });
const newField = () => screen.getByLabelText<HTMLInputElement>(/^New password/, { selector: 'input' });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Change password' });
const metCount = () => screen.getByTestId('password-checklist').querySelectorAll('[data-met="true"]').length;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderCard(status: 'Active' | 'inactive' = 'Active') {
  queryClient.clear();
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ message: 'Password changed successfully' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <PasswordCard />
      </QueryProvider>
    </MantineProvider>,
    { route: '/profile', agency: testAgency({ status }) },
  );
  return fetchMock;
}

describe('the password card of /profile', () => {
  it("refuses a space in either password with 'Space not allowed'", async () => {
    const user = userEvent.setup();
    renderCard();

    await user.type(currentField(), 'Travel ');
    expect(currentField().value).toBe('Travel');
    expect(errorOf(currentField())).toBe('Space not allowed');
    await user.type(newField(), 'Journey ');
    expect(newField().value).toBe('Journey');
    expect(errorOf(newField())).toBe('Space not allowed');
  });

  it('ticks the shared live checklist and stays disabled until the new password is strong', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard();

    expect(submitButton().disabled).toBe(true);
    await user.type(currentField(), 'Travel!2026');
    await user.type(newField(), 'journey');
    expect(metCount()).toBe(1);
    expect(submitButton().disabled).toBe(true);
    await user.type(newField(), '!2027J');
    expect(metCount()).toBe(5);
    expect(submitButton().disabled).toBe(false);

    await user.click(submitButton());
    await waitFor(() =>
      expect(toast.mock.calls.map(([options]) => (options as { message: string }).message)).toEqual([
        'Password changed successfully',
      ]),
    );
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith(CHANGE));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      currentPassword: 'Travel!2026',
      newPassword: 'journey!2027J',
    });
    expect(currentField().value).toBe('');
    expect(newField().value).toBe('');
  });

  it("Enter on the empty card focuses the current password; the new one says 'Password Required'", async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard();

    newField().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(currentField());
    expect(errorOf(currentField())).toBe('Required');
    expect(errorOf(newField())).toBe('Password Required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays disabled on an inactive agency', async () => {
    const user = userEvent.setup();
    renderCard('inactive');
    await user.type(currentField(), 'Travel!2026');
    await user.type(newField(), 'Journey!2027');
    expect(submitButton().disabled).toBe(true);
  });
});
