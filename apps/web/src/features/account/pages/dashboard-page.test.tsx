import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgencyDashboard } from '@travel/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/mock-api';
import { LocationProbe, renderAt } from '../../../testing/render-route';
import { signOut, testProfile } from '../../../testing/session';
import { DashboardPage } from './dashboard-page';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
// The chart drawing (recharts) is left out: the page's tables carry the same numbers.
vi.mock('../components/agency-chart', () => ({ AgencyChart: () => <div data-testid="chart" /> }));

beforeAll(() => i18n.loadNamespaces(['account']));
afterEach(() => {
  signOut();
  vi.useRealTimers();
});

const DASHBOARDS = '/api/agency/dashboards';

function dashboard(overrides: Partial<AgencyDashboard> = {}): AgencyDashboard {
  return {
    period: { startDate: '2026-10-01', endDate: '2026-10-31', interval: 'day' },
    bookingCount: { flights: 3, hotels: 2, cars: 1, activities: 0, total: 6 },
    byStatus: [],
    earnings: [
      { currency: 'USD', bookings: 5, sales: 123_456, net: 100_000, markup: 20_000, fee: 3_456, commission: 23_456 },
    ],
    byVertical: [],
    newClients: 4,
    series: [
      { date: '2026-10-02', vertical: 'flight', currency: 'USD', bookings: 2, sold: 2, sales: 80_000 },
      { date: '2026-10-02', vertical: 'hotel', currency: 'USD', bookings: 1, sold: 1, sales: 20_000 },
      { date: '2026-10-05', vertical: 'flight', currency: 'USD', bookings: 1, sold: 1, sales: 23_456 },
    ],
    topAgents: [{ userId: 'a1', name: 'Rita Agent', bookings: 4, sales: [{ currency: 'USD', amount: 100_000 }] }],
    recentTransactions: [],
    recentActivity: [
      {
        _id: 'r1',
        vertical: 'hotel',
        referenceNumber: 'HT-2001',
        status: 'confirmed',
        amount: 20_000,
        currency: 'USD',
        customerName: 'Carla Client',
        updatedAt: '2026-10-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The user's own dashboard calls answered empty, and the agency's figures with `figures`. */
function handlers(figures: AgencyDashboard): ApiHandlers {
  return {
    [`GET ${DASHBOARDS}`]: () => ({ body: { data: figures } }),
    'GET /api/user/getUserBookingCount': () => ({
      body: { data: { flights: 0, hotels: 0, cars: 0, activities: 0, total: 0 } },
    }),
  };
}

const renderDashboard = (route: string) =>
  renderAt(
    <>
      <DashboardPage />
      <LocationProbe />
    </>,
    { path: '/dashboard', route },
  );

describe('/dashboard, the agency figures', () => {
  it('asks for the custom period in the URL and shows its figures, money and charts as tables', async () => {
    const fetchMock = mockApi(handlers(dashboard()), { profile: testProfile() });
    renderDashboard('/dashboard?period=custom&from=2026-10-01&to=2026-10-31');
    expect((await screen.findByTestId('agency-count-total')).textContent).toContain('6');
    expect(screen.getByTestId('agency-count-flights').textContent).toContain('3');
    expect(screen.getByTestId('agency-new-clients').textContent).toBe('New clients4');
    expect(screen.getByTestId('sales-USD').textContent).toBe('$1,234.56');
    expect(screen.getByTestId('commission-USD').textContent).toBe('$234.56');
    expect(callsTo(fetchMock, DASHBOARDS).map((call) => call.query)).toEqual([
      { startDate: '2026-10-01', endDate: '2026-10-31' },
    ]);

    // The charts' text alternative: the same numbers in tables.
    const overTime = within(screen.getByTestId('chart-bookings-time-table'));
    expect(overTime.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateFlightHotelCarActivity',
      'Oct 22100',
      'Oct 51000',
    ]);
    const sales = within(screen.getByTestId('chart-sales-USD-table'));
    expect(sales.getAllByRole('row').at(-1)?.textContent).toBe('Oct 5$234.56');
    expect(within(screen.getByTestId('chart-agents-table')).getByRole('rowheader').textContent).toBe('Rita Agent');
    expect(screen.getByRole('region', { name: 'Recent activity' }).textContent).toContain('HT-2001');
  });

  it('puts a chosen period in the URL and asks for its dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const user = userEvent.setup();
    const fetchMock = mockApi(handlers(dashboard()), { profile: testProfile() });
    renderDashboard('/dashboard');
    await screen.findByTestId('agency-count-total');
    expect(callsTo(fetchMock, DASHBOARDS)[0]?.query).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard?period=7d'));
    await waitFor(() =>
      expect(callsTo(fetchMock, DASHBOARDS).at(-1)?.query).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' }),
    );
  });

  it('asks for nothing while a custom range ends before it starts', async () => {
    const fetchMock = mockApi(handlers(dashboard()), { profile: testProfile() });
    renderDashboard('/dashboard?period=custom&from=2026-10-31&to=2026-10-01');
    expect(await screen.findByText('The end is before the start.')).toBeTruthy();
    expect(callsTo(fetchMock, DASHBOARDS)).toEqual([]);
  });

  it("shows a restricted agent their own figures, without the agency's top agents", async () => {
    mockApi(handlers(dashboard({ bookingCount: { flights: 1, hotels: 0, cars: 0, activities: 0, total: 1 } })), {
      profile: testProfile({ userType: 'Agent', isRestrictedAgent: true }),
    });
    renderDashboard('/dashboard');
    expect((await screen.findByTestId('agency-count-total')).textContent).toContain('1');
    expect(screen.getByRole('heading', { name: 'Your figures' })).toBeTruthy();
    expect(screen.getByTestId('restricted-scope').textContent).toBe('Your own bookings and clients.');
    expect(screen.queryByTestId('chart-agents-table')).toBeNull();
  });

  it('says so when the figures cannot be read', async () => {
    mockApi(
      { [`GET ${DASHBOARDS}`]: () => ({ status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } }) },
      { profile: testProfile() },
    );
    renderDashboard('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
