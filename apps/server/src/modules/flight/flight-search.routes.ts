import {
  airportSuggestQuerySchema,
  airportSuggestResponseSchema,
  fareRulesBodySchema,
  fareRulesResponseSchema,
  flightSearchBodySchema,
  flightSearchResponseSchema,
  flightStoreBodySchema,
  flightStoreResponseSchema,
  idParamsSchema,
  messageBodySchema,
  repriceBodySchema,
  repriceResponseSchema,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import { flightSearchSerializerCompiler } from './flight-search.serializer';
import type { FlightSearchService } from './flight-search.service';

const tags = ['flights'];

export function flightSearchRoutes(flights: FlightSearchService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/flight/airports',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Airports by code, city or name',
          querystring: airportSuggestQuerySchema,
          response: { 200: airportSuggestResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: flights.airports(request.query.search) };
      },
    );

    app.post(
      '/flight/search',
      {
        config: { permission: 'session' },
        serializerCompiler: flightSearchSerializerCompiler(),
        schema: {
          tags,
          summary: 'Itineraries with the agency price of each fare family, valid 30 minutes',
          body: flightSearchBodySchema,
          response: { 200: flightSearchResponseSchema },
        },
      },
      async (request) => flights.search(tenantOf(request), userOf(request), request.body),
    );

    app.post(
      '/flight/fareRules',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A fare family's conditions and rules",
          body: fareRulesBodySchema,
          response: { 200: fareRulesResponseSchema },
        },
      },
      async (request) => {
        const { offerId, fareFamily, currency } = request.body;
        return { data: await flights.fareRules(offerId, fareFamily, currency) };
      },
    );

    app.post(
      '/flight/reprice',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Price an itinerary now and lock it as a quote (details and checkout)',
          body: repriceBodySchema,
          response: { 200: repriceResponseSchema },
        },
      },
      async (request) => {
        const quote = await flights.quote(tenantOf(request), userOf(request), request.body);
        return { data: quote, markupType: quote.markupType, markup: quote.markup };
      },
    );

    app.post(
      '/flight/flightStore',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Keep a quote as the flight being booked',
          body: flightStoreBodySchema,
          response: { 200: flightStoreResponseSchema },
        },
      },
      async (request) => ({ data: await flights.storeDraft(tenantOf(request), userOf(request), request.body.quoteId) }),
    );

    app.delete(
      '/flight/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Remove a kept flight (awaited flight data)',
          params: idParamsSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await flights.deleteDraft(tenantOf(request), userOf(request), request.params.id);
        return { message: 'Deleted' };
      },
    );
  };
}
