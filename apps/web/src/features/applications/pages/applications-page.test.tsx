import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailDomain } from '@travel/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { ApplicationsPage } from './applications-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['links']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const BASE = '/api/agency/applications/mailgun';
const toasts = () => toast.mock.calls.map(([options]) => (options as { message: string }).message);
const renderPage = () => renderAt(<ApplicationsPage />, { path: '/applications', route: '/applications' });

const VERIFIED: MailDomain = {
  domain: 'mail.agency.com',
  selector: 'tf1',
  status: 'verified',
  verifiedAt: '2026-11-20T10:00:00.000Z',
  checkedAt: '2026-11-20T10:00:00.000Z',
  records: [
    { purpose: 'spf', type: 'TXT', name: 'mail.agency.com', value: 'v=spf1 include:_spf.x ~all', found: true },
    { purpose: 'dkim', type: 'TXT', name: 'tf1._domainkey.mail.agency.com', value: 'v=DKIM1; k=rsa; p=K', found: true },
    { purpose: 'returnPath', type: 'CNAME', name: 'bounces.mail.agency.com', value: 'bounces.x', found: false },
  ],
};

describe('/applications, own mail domain', () => {
  it('adds a domain: a bad name is said at the field and not sent; a good one shows its records', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {
        [`GET ${BASE}/domain`]: () => ({ body: { data: null } }),
        [`POST ${BASE}/domain`]: () => ({
          body: {
            message: 'Domain added',
            data: { ...VERIFIED, status: 'pending', records: VERIFIED.records.map((r) => ({ ...r, found: null })) },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderPage();
    const field = await screen.findByRole('textbox', { name: /Domain/ });
    await user.type(field, 'localhost');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Enter a domain name like mail.your-agency.com')).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', `${BASE}/domain`)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'mail.agency.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(toasts()).toEqual(['Domain added']));
    expect(bodiesSent(fetchMock, 'POST', `${BASE}/domain`)).toEqual([{ domain: 'mail.agency.com' }]);
    expect(await screen.findByTestId('dns-records')).toBeTruthy();
    expect(screen.getAllByTestId('record-check').map((cell) => cell.textContent)).toEqual([
      'Not checked',
      'Not checked',
      'Not checked',
    ]);
    expect(screen.getByTestId('domain-status').textContent).toBe('Waiting for DNS');
  });

  it('a refused setting shows each field message as a toast, then the message (spec section 8)', async () => {
    const user = userEvent.setup();
    mockApi(
      {
        [`GET ${BASE}/domain`]: () => ({ body: { data: VERIFIED } }),
        [`GET ${BASE}/config`]: () => ({ body: { data: { enabled: true, fromName: '', fromLocalPart: 'bookings' } } }),
        [`POST ${BASE}/config`]: () => ({
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Check the highlighted fields',
            details: { fromLocalPart: 'Invalid value', enabled: 'Verify a mail domain before switching this on' },
          },
        }),
      },
      { profile: testProfile() },
    );
    renderPage();
    await screen.findByTestId('dns-records');
    expect(screen.getAllByTestId('record-check').map((cell) => cell.textContent)).toEqual([
      'Found',
      'Found',
      'Not found',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'Invalid value',
        'Verify a mail domain before switching this on',
        'Check the highlighted fields',
      ]),
    );
  });
});
