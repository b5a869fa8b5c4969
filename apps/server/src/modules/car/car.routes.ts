import { z } from 'zod';
import {
  carCheckoutResponseSchema,
  carCountriesParamsSchema,
  carCountriesResponseSchema,
  carDetailsResponseSchema,
  carOfferBodySchema,
  carSearchBodySchema,
  carSearchResponseSchema,
  carStaticDataResponseSchema,
  carTermsBodySchema,
  carTermsResponseSchema,
  carLocationSchema,
  dataEnvelope,
  text,
} from '@travel/contracts';
import { tenantOf, userOf, type App } from '../../platform/http/types';
import { sendPdf } from '../../platform/pdf/pdf-document';
import { countriesOfResidence } from './car-countries';
import { renderCarTermsPdf } from './car-terms';
import type { CarService } from './car.service';

const tags = ['cars'];

const locationsQuerySchema = z.object({
  text: text().trim().min(2, 'validation.invalid').max(100, 'validation.tooLong'),
});
const termsQuerySchema = z.object({
  carId: z.string().max(2000),
  lang: z.string().max(5),
  expires: z.string().max(20),
  sig: z.string().max(100),
  format: z.enum(['json', 'pdf']).default('pdf'),
});

/** Cars from a search to a priced quote (spec section 7, "Cars"); the booking calls are car-booking.*. */
export function carRoutes(cars: CarService) {
  return async (app: App): Promise<void> => {
    app.get(
      '/car-rental/locations',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Rental locations (airport counters and city offices) by name or IATA code',
          querystring: locationsQuerySchema,
          response: { 200: dataEnvelope(z.array(carLocationSchema)) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: await cars.locations(request.query.text) };
      },
    );

    app.post(
      '/car-rental/availableCars',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "The rental companies' cars for a pick-up and a return, priced for the user, cheapest first",
          body: carSearchBodySchema,
          response: { 200: carSearchResponseSchema },
        },
      },
      async (request) => ({ data: await cars.search(tenantOf(request), userOf(request), request.body) }),
    );

    app.get(
      '/car-rental/findCountries/:lang',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Countries of residence: name (in the language), alpha2Code, value',
          params: carCountriesParamsSchema,
          response: { 200: carCountriesResponseSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'public, max-age=86400');
        return { data: countriesOfResidence(request.params.lang) };
      },
    );

    app.post(
      '/car-rental/carDetails',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: "An offer's details: inclusions, terms link, deposit, what is paid now and at the counter",
          body: carOfferBodySchema,
          response: { 200: carDetailsResponseSchema },
        },
      },
      async (request) => ({
        data: await cars.details(tenantOf(request), userOf(request), request.body, request.language),
      }),
    );

    app.get(
      '/car-rental/getStaticData',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'The rental companies, categories and the filter vocabularies',
          response: { 200: carStaticDataResponseSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: cars.staticData() };
      },
    );

    app.post(
      '/car-rental/getDetailsFromTempUrl',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'The rental terms behind our signed temporary link, as JSON',
          body: carTermsBodySchema,
          response: { 200: carTermsResponseSchema },
        },
      },
      async (request) => ({ data: await cars.termsFromUrl(request.body.url) }),
    );

    // The signed temporary link itself: the terms as a PDF, or JSON with format=json.
    app.get(
      '/car-rental/terms',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "An offer's rental terms (PDF; JSON with format=json)",
          querystring: termsQuerySchema,
        },
      },
      async (request, reply) => {
        const terms = await cars.termsFromUrl(request.url, 'carId');
        if (request.query.format === 'json') return reply.send({ data: terms });
        const pdf = await renderCarTermsPdf(terms, tenantOf(request).agencyName);
        return sendPdf(reply, 'rental-terms.pdf', pdf);
      },
    );

    app.post(
      '/car-rental/checkout',
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary: 'Re-price an offer now and lock it as a quote (same, changed, or 409 sold out)',
          body: carOfferBodySchema,
          response: { 200: carCheckoutResponseSchema },
        },
      },
      async (request) => ({
        data: await cars.checkout(tenantOf(request), userOf(request), request.body, request.language),
      }),
    );
  };
}
