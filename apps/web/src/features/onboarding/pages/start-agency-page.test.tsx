import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanCatalogue } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { signOut } from '../../../testing/session';
import { testAgency } from '../../../testing/test-agency';
import { StartAgencyPage } from './start-agency-page';

beforeAll(() => i18n.loadNamespaces(['billing', 'auth']));
afterEach(() => signOut());

const usd = (amount: number) => ({ amount, currency: 'USD' });
const catalogue: PlanCatalogue = {
  plans: [
    { planType: 'Starter', duration: 'monthly', price: usd(2900), monthlyEquivalent: usd(2900), features: ['website'] },
    { planType: 'Pro', duration: 'monthly', price: usd(7900), monthlyEquivalent: usd(7900), features: ['proposals'] },
  ],
  taxPercent: 10,
  annualDiscountPercent: 20,
  trialDays: 14,
};

function render(isOwner = true) {
  const fetchMock = mockApi({
    'GET /api/agency/subscriptions/plans': () => ({ body: { data: catalogue } }),
    'GET /api/agency/subdomain/availability': (_body, url) => {
      const subdomain = url.searchParams.get('subdomain') ?? '';
      const taken = subdomain === 'demo';
      return { body: { data: { subdomain, isAvailable: !taken, reason: taken ? 'taken' : null } } };
    },
    'POST /api/agency': () => ({
      body: {
        message: 'Your agency is ready.',
        data: { _id: 'x', agencyName: 'Sun Trips', subdomain: 'sun-trips', siteUrl: 'http://sun-trips.localhost' },
      },
    }),
  });
  queryClient.clear();
  renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <StartAgencyPage />
      </QueryProvider>
    </MantineProvider>,
    { route: '/start', agency: testAgency({ isOwner }) },
  );
  return fetchMock;
}

describe('/start', () => {
  it('checks the subdomain as typed and creates the agency', async () => {
    const user = userEvent.setup();
    const fetchMock = render();
    expect(await screen.findByText('$29.00')).toBeTruthy();
    const address = screen.getByRole('textbox', { name: /Site address/ });
    await user.type(address, 'demo');
    expect(await screen.findByText('This subdomain is already taken')).toBeTruthy();
    await user.clear(address);
    await user.type(address, 'Sun-Trips');
    expect((await screen.findByTestId('subdomain-available')).textContent).toMatch(/^sun-trips\..* is available$/);

    await user.type(screen.getByRole('textbox', { name: /Agency name/ }), 'Sun Trips');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Nora Founder');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'nora@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'Travel!2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create my agency' }));
    expect((await screen.findByTestId('agency-created')).textContent).toContain('nora@example.test');
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST', '/api/agency')).toEqual([
        expect.objectContaining({
          agencyName: 'Sun Trips',
          subdomain: 'sun-trips',
          email: 'nora@example.test',
          checked: true,
        }),
      ]),
    );
  });

  it('sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    const fetchMock = render();
    await user.click(await screen.findByRole('button', { name: 'Create my agency' }));
    expect(await screen.findByText('Please accept the terms and conditions')).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', '/api/agency')).toEqual([]);
  });

  it('shows the plans on an agency site, and says agencies are created on the platform site', async () => {
    render(false);
    expect(await screen.findByText("Agencies are created on the platform's own site.")).toBeTruthy();
    expect(await screen.findByText('$29.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create my agency' })).toBeNull();
  });
});
