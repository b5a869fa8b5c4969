import {
  activityAvailableDatesResponseSchema,
  activityCheckBodySchema,
  activityCheckoutBodySchema,
  activityCheckoutResponseSchema,
  activityCheckResponseSchema,
  activityCurrencyQuerySchema,
  activityDestinationsQuerySchema,
  activityDestinationsResponseSchema,
  activityIdParamsSchema,
  activityLocationParamsSchema,
  activityLocationResponseSchema,
  activityProductResponseSchema,
  activitySearchBodySchema,
  activitySearchResponseSchema,
  activitySearchStoreBodySchema,
  activitySearchStoreResponseSchema,
  activityTagsQuerySchema,
  activityTagsResponseSchema,
  activityTitleBodySchema,
  activityTitleResponseSchema,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import type { ActivityService } from './activity.service';

const tags = ['activities'];

/** Activities from a destination to a priced quote (spec section 7, "Activities"); the booking calls are activity-booking.*. */
export function activityRoutes(activities: ActivityService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/activities/destinations',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Destinations (cities, regions, countries) by name, with their zone and product count',
          querystring: activityDestinationsQuerySchema,
          response: { 200: activityDestinationsResponseSchema },
        },
      },
      async (request) => ({ data: await activities.destinations(request.query.text) }),
    );

    app.post(
      '/activities/search',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A page (50) of a destination's products with the filters and the sort, priced for the user",
          body: activitySearchBodySchema,
          response: { 200: activitySearchResponseSchema },
        },
      },
      async (request) => ({ data: await activities.search(tenantOf(request), userOf(request), request.body) }),
    );

    app.get(
      '/activities/details/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A product's details: gallery, inclusions, meeting point, age bands, questions, policy",
          params: activityIdParamsSchema,
          querystring: activityCurrencyQuerySchema,
          response: { 200: activityProductResponseSchema },
        },
      },
      async (request) => ({
        data: await activities.details(tenantOf(request), userOf(request), request.params.id, request.query.currency),
      }),
    );

    app.get(
      '/activities/locations/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'A meeting point or pick-up area',
          params: activityLocationParamsSchema,
          response: { 200: activityLocationResponseSchema },
        },
      },
      async (request) => ({ data: await activities.location(request.params.id) }),
    );

    app.get(
      '/activities/availableDates/:id',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "A product's next 90 days: dates with places, each day's lowest price and its times",
          params: activityIdParamsSchema,
          querystring: activityCurrencyQuerySchema,
          response: { 200: activityAvailableDatesResponseSchema },
        },
      },
      async (request) => ({
        data: await activities.availableDates(
          tenantOf(request),
          userOf(request),
          request.params.id,
          request.query.currency,
        ),
      }),
    );

    app.post(
      '/activities/availability/check',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Places and price for a date, a time and travellers, held 5 minutes',
          body: activityCheckBodySchema,
          response: { 200: activityCheckResponseSchema },
        },
      },
      async (request) => ({ data: await activities.check(tenantOf(request), userOf(request), request.body) }),
    );

    app.post(
      '/activities/bookings/checkout',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Re-check a hold now and lock it as a quote (same, changed, or 409 sold out)',
          body: activityCheckoutBodySchema,
          response: { 200: activityCheckoutResponseSchema },
        },
      },
      async (request) => ({ data: await activities.checkout(tenantOf(request), userOf(request), request.body) }),
    );

    app.post(
      '/activities/search-store',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Keep a search state for a deep link, or read a kept one back by its searchId',
          body: activitySearchStoreBodySchema,
          response: { 200: activitySearchStoreResponseSchema },
        },
      },
      async (request) => ({ data: await activities.searchStore(tenantOf(request), userOf(request), request.body) }),
    );

    app.post(
      '/activities/getActivityTitle',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Products by title, within a destination or in the cities the text names',
          body: activityTitleBodySchema,
          response: { 200: activityTitleResponseSchema },
        },
      },
      async (request) => ({ data: await activities.titles(request.body.text, request.body.destinationId) }),
    );

    app.get(
      '/activities/getActivityTagsFilterList',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "The tags of a destination's products, with their counts",
          querystring: activityTagsQuerySchema,
          response: { 200: activityTagsResponseSchema },
        },
      },
      async (request) => ({ data: await activities.tags(request.query.destinationId) }),
    );
  };
}
