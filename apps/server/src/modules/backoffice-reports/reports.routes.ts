import {
  agencyBookingsCsvQuerySchema,
  agencyDashboardQuerySchema,
  agencyDashboardResponseSchema,
  emailItineraryBodySchema,
  messageBodySchema,
  servicesSearchQuerySchema,
  servicesSearchResponseSchema,
  translateMessage,
} from '@travel/contracts';
import { contextOf } from '../../platform/http/request-context';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { BackofficeReportsService } from './reports.service';

const tags = ['agency back-office'];

/** The back-office's reports: dashboard, bookings CSV, search box, itinerary e-mail (agents and managers). */
export function backofficeReportsRoutes(reports: BackofficeReportsService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/agency/dashboards',
      {
        config: { permission: 'dashboard.view' },
        schema: {
          tags,
          summary:
            "The agency's figures for a period (the last 30 days by default): counts, money per currency, series",
          querystring: agencyDashboardQuerySchema,
          response: { 200: agencyDashboardResponseSchema },
        },
      },
      async (request) => ({ data: await reports.agencyDashboard(userOf(request), request.query) }),
    );

    app.get(
      '/agency/bookings/download.csv',
      {
        config: { permission: 'bookings.export' },
        schema: {
          tags,
          summary: "Every vertical's bookings as CSV (UTF-8 with BOM, streamed, formula-safe)",
          querystring: agencyBookingsCsvQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="bookings.csv"')
          .header('cache-control', 'private, no-store')
          .send(reports.bookingsCsv(userOf(request), tenantOf(request), request.query)),
    );

    app.get(
      '/agency/search/services',
      {
        config: { permission: 'bookings.view' },
        schema: {
          tags,
          summary: "One search box over the agency's bookings of every vertical and its clients, paged",
          querystring: servicesSearchQuerySchema,
          response: { 200: servicesSearchResponseSchema },
        },
      },
      async (request) => ({ data: await reports.searchServices(userOf(request), request.query) }),
    );

    app.post(
      '/v2/agency/email-itinerary',
      {
        config: { permission: 'bookings.emailItinerary' },
        schema: {
          tags,
          summary: 'E-mail a client the itinerary of one or several bookings, with a PDF',
          body: emailItineraryBodySchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await reports.emailItinerary(contextOf(request), userOf(request), request.body);
        return { message: translateMessage('message.itinerarySent', request.language) };
      },
    );
  };
}
