import {
  addDays,
  currencyDecimals,
  daysBetween,
  DASHBOARD_DAILY_UP_TO_DAYS,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  todayIn,
  VERTICALS,
  type AgencyBookingsCsvQuery,
  type AgencyDashboard,
  type AgencyDashboardQuery,
  type EmailItineraryBody,
  type Language,
  type ServicesSearchQuery,
  type ServicesSearchResult,
  type Vertical,
} from '@travel/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../platform/db/client';
import type { AgencyRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { bookingScopeOf } from '../../platform/http/policy';
import type { RequestContext } from '../../platform/http/request-context';
import { csvStream, type CsvCell } from '../../platform/csv/csv';
import { sendMail } from '../../platform/mail/mailer';
import type { DashboardService } from '../dashboard/dashboard.service';
import type { ItineraryEntry } from '../booking/vertical';
import type { BookingRow } from '../../platform/db/schema';
import { containsPattern } from '../../platform/db/like';
import { reportsRepo, type Period } from './reports.repo';
import { itineraryMail } from './itinerary-mail';

const COUNT_KEYS: Record<Vertical, 'flights' | 'hotels' | 'cars' | 'activities'> = {
  flight: 'flights',
  hotel: 'hotels',
  car: 'cars',
  activity: 'activities',
};
const isSold = (status: string) => status === 'confirmed' || status === 'ticketed';

type Amounts = AgencyDashboard['earnings'][number];
const emptyAmounts = (currency: string): Amounts => ({
  currency,
  bookings: 0,
  sales: 0,
  net: 0,
  markup: 0,
  fee: 0,
  commission: 0,
});
function addSold(target: Amounts, group: { count: number; sales: number; net: number; markup: number; fee: number }) {
  target.bookings += group.count;
  target.sales += group.sales;
  target.net += group.net;
  target.markup += group.markup;
  target.fee += group.fee;
  target.commission += group.markup + group.fee;
}
const byKey = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
};

/** The Monday of a date's week (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The date format of the agency's exports, by the language it writes in. */
export function agencyDateFormat(agency: Pick<AgencyRow, 'textLanguage'>): (isoDate: string) => string {
  return agency.textLanguage === 'en'
    ? (date) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`
    : (date) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** Minor units as a decimal a spreadsheet reads ("1234.56"). */
const decimal = (amount: number, currency: string) => {
  const digits = currencyDecimals(currency);
  return (amount / 10 ** digits).toFixed(digits);
};

type ExportRow = Awaited<ReturnType<typeof reportsRepo.exportPage>>[number];

export const CSV_HEADER = [
  'Reference',
  'Vertical',
  'Status',
  'Customer',
  'Customer e-mail',
  'Agent',
  'Travel date',
  'Booked on',
  'Net',
  'Markup',
  'Fee',
  'Commission',
  'Total',
  'Currency',
];

/**
 * The agency back-office's reports (issue 14): the dashboard, the bookings export of every
 * vertical, the search box, the itinerary e-mail. Every read is within what the user may see
 * (bookingScopeOf): a restricted agent's figures are those of their own bookings.
 */
export class BackofficeReportsService {
  constructor(
    private readonly db: Db,
    private readonly dashboard: DashboardService,
    private readonly itineraryOf: (row: BookingRow) => ItineraryEntry,
    private readonly options: { exportPageSize?: number; now?: () => Date } = {},
  ) {}

  /** The period asked for, or the last 30 days; at most a year. */
  private periodOf(query: AgencyDashboardQuery): Period {
    const today = todayIn('UTC', this.options.now?.() ?? new Date());
    const endDate = query.endDate ?? (query.startDate ? addDays(query.startDate, DASHBOARD_DEFAULT_DAYS - 1) : today);
    const startDate = query.startDate ?? addDays(endDate, -(DASHBOARD_DEFAULT_DAYS - 1));
    if (startDate > endDate) throw AppError.invalid('endDate', 'validation.invalid');
    if (daysBetween(startDate, endDate) + 1 > DASHBOARD_MAX_DAYS)
      throw AppError.invalid('endDate', 'validation.invalid');
    return { startDate, endDate };
  }

  async agencyDashboard(user: UserRow, query: AgencyDashboardQuery): Promise<AgencyDashboard> {
    const period = this.periodOf(query);
    const interval = daysBetween(period.startDate, period.endDate) + 1 <= DASHBOARD_DAILY_UP_TO_DAYS ? 'day' : 'week';
    const scope = bookingScopeOf(user);
    const [groups, agents, newClients, transactions, recentActivity] = await Promise.all([
      reportsRepo.dashboardGroups(this.db, scope, period),
      reportsRepo.bookingsByAgent(this.db, scope, period),
      reportsRepo.newClients(this.db, scope, period),
      this.dashboard.transactions(user, { ...period, offSet: 0, limit: 10 }),
      this.dashboard.recent(user),
    ]);

    const bookingCount = { flights: 0, hotels: 0, cars: 0, activities: 0, total: 0 };
    const byStatus = new Map<string, AgencyDashboard['byStatus'][number]>();
    const earnings = new Map<string, Amounts>();
    const byVertical = new Map<string, AgencyDashboard['byVertical'][number]>();
    const series = new Map<string, AgencyDashboard['series'][number]>();
    for (const group of groups) {
      bookingCount[COUNT_KEYS[group.vertical]] += group.count;
      bookingCount.total += group.count;
      byKey(byStatus, `${group.vertical}/${group.status}`, () => ({
        vertical: group.vertical,
        status: group.status,
        count: 0,
      })).count += group.count;
      const date = interval === 'week' ? mondayOf(group.date) : group.date;
      const point = byKey(series, `${date}/${group.vertical}/${group.currency}`, () => ({
        date,
        vertical: group.vertical,
        currency: group.currency,
        bookings: 0,
        sold: 0,
        sales: 0,
      }));
      point.bookings += group.count;
      if (!isSold(group.status)) continue;
      point.sold += group.count;
      point.sales += group.sales;
      addSold(
        byKey(earnings, group.currency, () => emptyAmounts(group.currency)),
        group,
      );
      addSold(
        byKey(byVertical, `${group.vertical}/${group.currency}`, () => ({
          ...emptyAmounts(group.currency),
          vertical: group.vertical,
        })),
        group,
      );
    }

    const topAgents = new Map<string, AgencyDashboard['topAgents'][number]>();
    for (const row of agents) {
      const agent = byKey(topAgents, row.userId, () => ({
        userId: row.userId,
        name: row.name,
        bookings: 0,
        sales: [],
      }));
      agent.bookings += row.count;
      if (row.sales > 0) agent.sales.push({ currency: row.currency, amount: row.sales });
    }

    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return {
      period: { ...period, interval },
      bookingCount,
      byStatus: [...byStatus.values()].sort(
        (a, b) => VERTICALS.indexOf(a.vertical) - VERTICALS.indexOf(b.vertical) || order(a.status, b.status),
      ),
      earnings: [...earnings.values()].sort((a, b) => order(a.currency, b.currency)),
      byVertical: [...byVertical.values()].sort(
        (a, b) => VERTICALS.indexOf(a.vertical) - VERTICALS.indexOf(b.vertical) || order(a.currency, b.currency),
      ),
      newClients,
      series: [...series.values()].sort(
        (a, b) =>
          order(a.date, b.date) ||
          VERTICALS.indexOf(a.vertical) - VERTICALS.indexOf(b.vertical) ||
          order(a.currency, b.currency),
      ),
      topAgents: [...topAgents.values()]
        .sort((a, b) => b.bookings - a.bookings || order(a.name, b.name))
        .slice(0, 5)
        .map((agent) => ({ ...agent, sales: agent.sales.sort((a, b) => order(a.currency, b.currency)) })),
      recentTransactions: transactions.transactions,
      recentActivity,
    };
  }

  /**
   * Every vertical's bookings as CSV, streamed: pages of `exportPageSize` read by keyset, each
   * read only when the client has taken the previous chunk.
   */
  bookingsCsv(user: UserRow, agency: AgencyRow, query: AgencyBookingsCsvQuery): Readable {
    const scope = bookingScopeOf(user);
    const size = this.options.exportPageSize ?? 1_000;
    const formatDate = agencyDateFormat(agency);
    const filter = {
      startDate: query.startDate,
      endDate: query.endDate,
      vertical: query.category === 'all' ? undefined : query.category,
      userId: query.userId,
    };
    const db = this.db;
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const rows: ExportRow[] = await reportsRepo.exportPage(db, scope, filter, after, size);
        yield rows.map((row) => {
          const sold = isSold(row.status);
          return [
            row.referenceNumber,
            row.vertical,
            row.status,
            row.customerName,
            row.customerEmail,
            row.agentName,
            row.travelDate ? formatDate(row.travelDate) : null,
            formatDate(row.createdAt.toISOString().slice(0, 10)),
            decimal(row.net, row.currency),
            decimal(row.markup, row.currency),
            decimal(row.fee, row.currency),
            // What the agency keeps of a sold booking; nothing of one cancelled, failed or unpaid.
            decimal(sold ? row.markup + row.fee : 0, row.currency),
            decimal(row.total, row.currency),
            row.currency,
          ];
        });
        const last = rows.at(-1);
        if (!last || rows.length < size) return;
        after = { createdAt: last.createdAt, id: last.id };
      }
    }
    return csvStream(CSV_HEADER, pages());
  }

  async searchServices(user: UserRow, query: ServicesSearchQuery): Promise<ServicesSearchResult> {
    const scope = bookingScopeOf(user);
    const pattern = containsPattern(query.searchQuery);
    const page = { from: query.from, size: query.size };
    const [found, clients] = await Promise.all([
      reportsRepo.searchBookings(this.db, scope, pattern, page),
      reportsRepo.searchClients(this.db, scope, pattern, page),
    ]);
    return {
      bookings: found.rows.map(({ booking, customerName, customerEmail }) => ({
        _id: booking.id,
        vertical: booking.vertical,
        referenceNumber: booking.referenceNumber,
        supplierReference: booking.supplierReference,
        status: booking.status,
        customerName,
        customerEmail,
        travelDate: booking.travelDate,
        amount: booking.totalAmount,
        currency: booking.currency,
        createdAt: booking.createdAt.toISOString(),
      })),
      totalBookings: found.total,
      clients: clients.rows.map((client) => ({
        _id: client.id,
        name: client.name,
        email: client.email,
        userType: client.userType,
        status: client.status,
      })),
      totalClients: clients.total,
    };
  }

  /**
   * E-mails the itinerary of bookings the agent may see (404 if any is not: another agency's or
   * out of a restricted agent's scope) to their customer, or to `email`, with its PDF, through
   * the outbox. The bookings are listed in travel order.
   */
  async emailItinerary(context: RequestContext, user: UserRow, body: EmailItineraryBody): Promise<void> {
    const ids = [...new Set(body.bookingIds)];
    const rows = await reportsRepo.bookingsByIds(this.db, bookingScopeOf(user), ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const first = rows.find((row) => row.booking.id === ids[0]) ?? rows[0];
    if (!first) throw new AppError('NOT_FOUND');
    const to = body.email?.toLowerCase() ?? first.customerEmail;
    const language: Language = to === first.customerEmail ? first.customerLanguage : context.language;
    const ordered = [...rows].sort(
      (a, b) =>
        (a.booking.travelDate ?? '9999').localeCompare(b.booking.travelDate ?? '9999') ||
        a.booking.createdAt.getTime() - b.booking.createdAt.getTime(),
    );
    const template = {
      kind: 'agency-itinerary' as const,
      name: to === first.customerEmail ? first.customerName : to,
      agent: user.name,
      message: body.message || null,
      entries: ordered.map(({ booking }) => this.itineraryOf(booking)),
    };
    await sendMail(this.db, context, to, language, itineraryMail(template, language));
  }
}
