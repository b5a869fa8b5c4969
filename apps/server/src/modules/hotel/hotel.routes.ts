import {
  corelationQuerySchema,
  hotelContentResponseSchema,
  hotelDetailsQuerySchema,
  hotelDetailsResponseSchema,
  hotelFilterBodySchema,
  hotelGetPriceBodySchema,
  hotelGetPriceResponseSchema,
  hotelPageBodySchema,
  hotelPageResponseSchema,
  hotelPlaceParamsSchema,
  hotelPlaceResponseSchema,
  hotelRoomsAndRatesResponseSchema,
  hotelRoomsQuerySchema,
  hotelSearchBodySchema,
  hotelSearchStartedResponseSchema,
  hotelStaticContentQuerySchema,
  hotelStoreBodySchema,
  hotelStoreResponseSchema,
  idParamsSchema,
  messageBodySchema,
  hotelSuggestQuerySchema,
  hotelSuggestResponseSchema,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { HotelService } from './hotel.service';

const tags = ['hotels'];

/** Hotels from places to a priced quote (spec section 7, hotel calls). */
export function hotelRoutes(hotels: HotelService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/v2/hotel/auto-suggest',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Cities, areas, airports and hotels by name',
          querystring: hotelSuggestQuerySchema,
          response: { 200: hotelSuggestResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: await hotels.suggest(request.query.text) };
      },
    );

    app.get(
      '/locations/locationcontent/locationV2/:id',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'A place by id',
          params: hotelPlaceParamsSchema,
          response: { 200: hotelPlaceResponseSchema },
        },
      },
      async (request) => ({ data: await hotels.place(request.params.id) }),
    );

    app.post(
      '/v2/hotel/searchasync',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Start a polled search: answers at once with the corelationId and the filter URL',
          body: hotelSearchBodySchema,
          response: { 200: hotelSearchStartedResponseSchema },
        },
      },
      async (request) => ({ data: await hotels.start(tenantOf(request), userOf(request), request.body) }),
    );

    app.post(
      '/v2/hotel/searchasync/search',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A page of a search's hotels as merged so far (poll until pollCompleted)",
          querystring: corelationQuerySchema,
          body: hotelPageBodySchema,
          response: { 200: hotelPageResponseSchema },
        },
      },
      async (request) => ({
        data: await hotels.page(tenantOf(request), userOf(request), request.query.corelationId, request.body),
      }),
    );

    app.post(
      '/v2/hotel/searchasync/filter',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A filtered and sorted page of a search's hotels (the search's filter URL)",
          querystring: corelationQuerySchema,
          body: hotelFilterBodySchema,
          response: { 200: hotelPageResponseSchema },
        },
      },
      async (request) => ({
        data: await hotels.filter(tenantOf(request), userOf(request), request.query.corelationId, request.body),
      }),
    );

    app.get(
      '/v3/hotel/get-rooms-and-rates',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A hotel's rooms and rates for the search's stay",
          querystring: hotelRoomsQuerySchema,
          response: { 200: hotelRoomsAndRatesResponseSchema },
        },
      },
      async (request) => ({ data: await hotels.roomsAndRates(tenantOf(request), userOf(request), request.query) }),
    );

    app.get(
      '/v3/hotel/get-hotel-details',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'A hotel of the search: content, vendor and stay',
          querystring: hotelDetailsQuerySchema,
          response: { 200: hotelDetailsResponseSchema },
        },
      },
      async (request) => ({
        data: await hotels.details(tenantOf(request), userOf(request), request.query, request.language),
      }),
    );

    app.get(
      '/v2/hotel/static-content',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "A hotel's static content",
          querystring: hotelStaticContentQuerySchema,
          response: { 200: hotelContentResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: await hotels.staticContent(request.query.hotelId, request.language) };
      },
    );

    app.post(
      '/v2/hotel/getPrice',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Check a rate with its vendor and lock it as a quote (same price, changed, sold out)',
          body: hotelGetPriceBodySchema,
          response: { 200: hotelGetPriceResponseSchema },
        },
      },
      async (request) => {
        const quote = await hotels.getPrice(tenantOf(request), userOf(request), request.body);
        return { data: quote, markupType: quote.markupType, markup: quote.markup };
      },
    );

    app.post(
      '/v2/hotel/hotelStore',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Keep a priced stay as the one being booked (the checkout survives a reload)',
          body: hotelStoreBodySchema,
          response: { 200: hotelStoreResponseSchema },
        },
      },
      async (request) => ({ data: await hotels.storeDraft(tenantOf(request), userOf(request), request.body.quoteId) }),
    );

    // Not DELETE /api/hotel/{id}: that one removes an unpaid booking (spec section 7).
    app.delete(
      '/v2/hotel/hotelStore/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Forget a kept stay no longer awaited',
          params: idParamsSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await hotels.deleteDraft(tenantOf(request), userOf(request), request.params.id);
        return { message: 'Deleted' };
      },
    );
  };
}
