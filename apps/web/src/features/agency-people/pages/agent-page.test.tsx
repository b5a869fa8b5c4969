import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AgentDetail } from '@travel/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { person } from '../testing/people-fixtures';
import { AgentPage } from './agent-page';

beforeAll(() => i18n.loadNamespaces(['people', 'widgets']));
afterEach(() => signOut());

const rita = person({ name: 'Rita Agent', userType: 'Agent', isRestrictedAgent: true });
const detail: AgentDetail = {
  agent: rita,
  bookings: {
    counts: { flight: 1, hotel: 0, car: 1, activity: 0 },
    total: 2,
    latest: [
      {
        _id: 'c1',
        referenceNumber: 'CRREF1',
        vertical: 'car',
        status: 'confirmed',
        total: { amount: 45000, currency: 'JPY' },
        travelDate: null,
        customer: { _id: 'x', name: 'Clara Client', email: 'clara@demo.test' },
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
  sales: [
    { amount: 99600, currency: 'USD' },
    { amount: 45000, currency: 'JPY' },
  ],
  markup: { markupType: 'fixed', markupValue: 500, agencyFee: 0, currency: 'USD', isDefault: false },
  isRewardWalletEnable: true,
};

describe('/agents/:id', () => {
  it("shows the agent's sales per currency, the bookings they made and their restricted switch", async () => {
    mockApi({ [`GET /api/agency/agents/${rita._id}`]: () => ({ body: { data: detail } }) }, { profile: testProfile() });
    renderAt(<AgentPage />, { path: '/agents/:id', route: `/agents/${rita._id}` });

    expect(await screen.findByRole('heading', { name: 'Rita Agent', level: 1 })).toBeTruthy();
    expect(
      within(screen.getByTestId('agent-sales'))
        .getAllByText(/\d/)
        .map((line) => line.textContent),
    ).toEqual(['$996.00', '¥45,000']);
    expect(screen.getByRole('link', { name: 'CRREF1' }).getAttribute('href')).toBe('/bookings/cars/c1');
    expect(screen.getByTestId('person-markup').textContent).toBe('Markup: $5.00, fee $0.00 (their own)');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Restricted: Rita Agent' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Travel reward wallet' }).checked).toBe(true);
  });
});
