import { VERTICALS, type AgencyDashboard, type Vertical } from '@travel/contracts';

/** One row of a chart: its label (a date, a vertical, an agent) and a number per series. */
export interface ChartRow {
  label: string;
  values: Record<string, number>;
}

/** Bookings made per bucket and vertical (currencies added up). */
export function bookingsOverTime(dashboard: AgencyDashboard): ChartRow[] {
  const rows = new Map<string, Record<Vertical, number>>();
  for (const point of dashboard.series) {
    const row = rows.get(point.date) ?? { flight: 0, hotel: 0, car: 0, activity: 0 };
    row[point.vertical] += point.bookings;
    rows.set(point.date, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([label, values]) => ({ label, values }));
}

/** Sales per bucket of one currency (minor units, verticals added up). */
export function salesOverTime(dashboard: AgencyDashboard, currency: string): ChartRow[] {
  const rows = new Map<string, number>();
  for (const point of dashboard.series) {
    if (point.currency !== currency) continue;
    rows.set(point.date, (rows.get(point.date) ?? 0) + point.sales);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, sales]) => ({ label, values: { sales } }));
}

/** The booking count's key of each vertical. */
const COUNT_KEYS = { flight: 'flights', hotel: 'hotels', car: 'cars', activity: 'activities' } as const;

/** Bookings per vertical. */
export function bookingsByVertical(dashboard: AgencyDashboard): ChartRow[] {
  return VERTICALS.map((vertical) => ({
    label: vertical,
    values: { bookings: dashboard.bookingCount[COUNT_KEYS[vertical]] },
  }));
}

/** Bookings per agent, the most first. */
export function topAgents(dashboard: AgencyDashboard): ChartRow[] {
  return dashboard.topAgents.map((agent) => ({ label: agent.name, values: { bookings: agent.bookings } }));
}

/** The currencies the period sold in, the most sales first. */
export const salesCurrencies = (dashboard: AgencyDashboard) =>
  [...dashboard.earnings].sort((a, b) => b.sales - a.sales).map((earning) => earning.currency);
