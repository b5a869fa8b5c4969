import {
  bookingCountResponseSchema,
  bookingsCsvQuerySchema,
  recentActivityResponseSchema,
  transactionsBodySchema,
  transactionsResponseSchema,
} from '@travel/contracts';
import { userOf, type App } from '../../platform/http/types';
import type { DashboardService } from './dashboard.service';

// The spec's paths are under /user; the OpenAPI tag stays 'user' with them.
const tags = ['user'];

/** The signed-in user's dashboard: booking counts, recent bookings, transactions, the CSV export. */
export function dashboardRoutes(dashboard: DashboardService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/user/getUserBookingCount',
      {
        config: { permission: 'session' },
        schema: { tags, summary: 'Bookings per type', response: { 200: bookingCountResponseSchema } },
      },
      async (request) => ({ data: await dashboard.bookingCount(userOf(request)) }),
    );

    app.get(
      '/user/getRecentActivity',
      {
        config: { permission: 'session' },
        schema: { tags, summary: 'Latest bookings', response: { 200: recentActivityResponseSchema } },
      },
      async (request) => ({ data: await dashboard.recent(userOf(request)) }),
    );

    app.post(
      '/user/getUserTransactions',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Charges and refunds, a page at a time',
          body: transactionsBodySchema,
          response: { 200: transactionsResponseSchema },
        },
      },
      async (request) => ({ data: await dashboard.transactions(userOf(request), request.body) }),
    );

    app.get(
      '/user/bookings/download.csv',
      {
        config: { permission: 'session' },
        schema: { tags, summary: 'Bookings as CSV', querystring: bookingsCsvQuerySchema },
      },
      async (request, reply) => {
        const { category, startDate, endDate } = request.query;
        const csv = await dashboard.bookingsCsv(userOf(request), {
          startDate,
          endDate,
          vertical: category === 'all' ? undefined : category,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="bookings.csv"')
          .send(csv);
      },
    );
  };
}
