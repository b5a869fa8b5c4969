import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickLanguage, translateMessage } from '@travel/contracts';
import type { Config } from './config';
import { toPublicAgency } from './modules/agency/agency.mapper';
import { sessionRepo } from './modules/auth/session.repo';
import { flagFileOf } from './modules/reference/countries';
import { agencyRoutes } from './modules/agency/agency.routes';
import { agencyOrigin, publicSiteOf } from './platform/http/public-origin';
import { authRoutes } from './modules/auth/auth.routes';
import { refundProtectionRoutes } from './modules/refund-protection/refund-protection.routes';
import { carRoutes } from './modules/car/car.routes';
import { sandboxCarImageRoutes } from './suppliers/cars/sandbox/car-image';
import { sandboxActivityImageRoutes } from './suppliers/activities/sandbox/activity-image';
import { activityRoutes } from './modules/activity/activity.routes';
import { flightSearchRoutes } from './modules/flight/flight-search.routes';
import { hotelRoutes } from './modules/hotel/hotel.routes';
import { proposalRoutes } from './modules/proposal/proposal.routes';
import { onboardingRoutes } from './modules/agency/onboarding.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { shortLinkRoutes } from './modules/short-link/short-link.routes';
import { registerShortLinkAttribution } from './modules/short-link/short-link-attribution';
import { applicationRoutes } from './modules/applications/applications.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { backofficeReportsRoutes } from './modules/backoffice-reports/reports.routes';
import { approvalRoutes } from './modules/backoffice-reports/approvals.routes';
import { healthRoutes } from './modules/health/health.routes';
import { markupRoutes } from './modules/pricing/markup.routes';
import { invitationRoutes } from './modules/invitation/invitation.routes';
import { agentRoutes } from './modules/agency-people/agents.routes';
import { clientRoutes } from './modules/agency-people/clients.routes';
import { oauthProviders } from './modules/social/providers';
import { socialRoutes } from './modules/social/social.routes';
import { userRoutes } from './modules/user/user.routes';
import { openGeoIp, type GeoIp } from './modules/reference/geoip';
import { referenceRoutes } from './modules/reference/reference.routes';
import type { KeyValueStore } from './platform/cache/kv';
import type { Database } from './platform/db/client';
import { registerAuthHooks } from './platform/http/auth';
import { registerRateLimits } from './platform/http/rate-limit';
import { registerErrorHandling } from './platform/http/error-handler';
import { serializeError, serializeRequest } from './platform/http/log-serializers';
import { clientErrorHandler, frameworkErrorHandler } from './platform/http/framework-errors';
import { OneLineRequestLog } from './platform/http/request-log';
import { logDestination } from './platform/http/log-destination';
import {
  addHeaders,
  apiHeaders,
  BUILT_ASSET_HEADERS,
  MAIL_IMAGE_HEADERS,
  documentPolicy,
  PERMISSIONS_POLICY,
  securityHeaders,
  standalonePageHeaders,
} from './platform/http/security-headers';
import { memoisingSerializerCompiler } from './platform/http/serializer';
import { registerTenantHooks } from './platform/http/tenant';
import './platform/http/types';
import { mailboxRoutes } from './platform/mail/mailbox.routes';
import { FIRST_PAINT_LOADER_HASH } from './platform/web/first-paint';
import { sandboxGatewayRoutes } from './platform/payments/sandbox/gateway.routes';
import { sandboxClockRoutes } from './suppliers/activities/sandbox/sandbox-clock';
import { loadHotelWorld } from './suppliers/hotels/sandbox/hotel-world';
import { sandboxHotelImageRoutes } from './suppliers/hotels/sandbox/image.routes';
import { localUploadRoutes, registerUploadedFiles, signedUrlRoutes } from './platform/storage/uploads.routes';
import { registerWeb } from './platform/web/web.plugin';
import { createServices, type Services } from './services';
import type { BookingCoreDeps, RegisteredVertical } from './verticals';

export interface AppDeps {
  config: Config;
  database: Database;
  kv: KeyValueStore;
  geoIp?: GeoIp;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Verticals beyond the product's (a test vertical proving the booking core's seam). */
  extraVerticals?: (core: BookingCoreDeps) => RegisteredVertical[];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the HTTP application from its dependencies; nothing here reads the environment. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database, kv } = deps;
  const isProduction = config.NODE_ENV === 'production';
  const everywhere = { 'permissions-policy': PERMISSIONS_POLICY };
  const jsonHeaders = { ...apiHeaders(isProduction), ...everywhere };
  const app = Fastify({
    frameworkErrors: frameworkErrorHandler(jsonHeaders),
    clientErrorHandler: clientErrorHandler(jsonHeaders),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    logger: {
      level: config.LOG_LEVEL,
      // Fastify's `res` serializer keeps the status code only: no header (no cookie) is logged.
      serializers: { req: serializeRequest, err: serializeError },
      ...(config.LOG_LEVEL === 'silent' ? {} : { stream: logDestination() }),
    },
    logController: new OneLineRequestLog(),
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoisingSerializerCompiler());

  const services = await createServices(
    config,
    database,
    kv,
    app.log,
    deps.extraVerticals ? { extraVerticals: deps.extraVerticals } : {},
  );
  const geoIp = deps.geoIp ?? (await openGeoIp(config.GEOIP_DB_PATH));

  app.decorate('publicSite', publicSiteOf(config));
  app.decorateRequest('agency', null);
  app.decorateRequest('language', 'en');
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  const nodeName = config.NODE_NAME;
  app.addHook('onRequest', (request, reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    void reply.header('x-request-id', request.id);
    if (nodeName) void reply.header('x-served-by', nodeName);
    done();
  });
  addHeaders(app, everywhere);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Travel platform API',
        version: '1.0.0',
        description: 'White-label travel booking API. Every call is answered for the agency of the request host.',
      },
    },
    transform: jsonSchemaTransform,
  });
  const pageHeaders = securityHeaders(documentPolicy(isProduction, [FIRST_PAINT_LOADER_HASH]));
  await app.register(async (docs) => {
    addHeaders(docs, pageHeaders);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  await app.register(healthRoutes(database));
  if (!isProduction) {
    const mailboxPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-src 'self'";
    await app.register(
      mailboxRoutes(database.db, services.agencies, standalonePageHeaders(mailboxPolicy, isProduction)),
    );
  }
  if (services.localStorage) await registerUploadedFiles(app, services.localStorage.root);
  await app.register(
    sandboxGatewayRoutes(services.gateway, {
      page: standalonePageHeaders("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'", isProduction),
      api: apiHeaders(isProduction),
    }),
  );
  await app.register(sandboxHotelImageRoutes(loadHotelWorld));
  await app.register(sandboxCarImageRoutes());
  await app.register(sandboxActivityImageRoutes());
  if (config.NODE_ENV === 'test') await app.register(sandboxClockRoutes(services.activityClock));

  await app.register(
    async (api) => {
      addHeaders(api, apiHeaders(isProduction));
      registerTenantHooks(api, services.agencies);
      registerAuthHooks(api, {
        findLive: (agencyId, tokenHash, now) => sessionRepo.findLive(database.db, agencyId, tokenHash, now),
      });
      if (config.RATE_LIMITS) registerRateLimits(api, kv);
      registerShortLinkAttribution(api, services.shortLinks);
      api.get('/openapi.json', { config: { tenant: 'none', permission: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(agencyRoutes(services.agencies, services.agencySettings));
      await api.register(authRoutes(services.auth, { secureCookies: isProduction }));
      await api.register(userRoutes(services.users));
      await api.register(dashboardRoutes(services.dashboard));
      await api.register(backofficeReportsRoutes(services.backofficeReports));
      await api.register(approvalRoutes(services.approvals));
      await api.register(invitationRoutes(services.invitations));
      await api.register(clientRoutes(services.people, services.clientsBulk));
      await api.register(agentRoutes(services.people));
      await api.register(socialRoutes(services.social, services.sso, { secureCookies: isProduction }));
      await api.register(signedUrlRoutes(services.storage));
      await api.register(markupRoutes(services.markups));
      await api.register(flightSearchRoutes(services.flightSearch));
      await api.register(hotelRoutes(services.hotels));
      await api.register(carRoutes(services.cars));
      await api.register(activityRoutes(services.activities));
      await api.register(proposalRoutes(services.proposals, services.proposalDesk));
      await api.register(onboardingRoutes(services.onboarding, services.subscriptions));
      await api.register(subscriptionRoutes(services.subscriptions, services.gateway));
      await api.register(shortLinkRoutes(services.shortLinks, { secureCookies: isProduction }));
      await api.register(applicationRoutes(services.mailDomains, services.wallet));
      await api.register(walletRoutes(services.wallet, services.people));
      for (const vertical of services.verticals) await api.register(vertical.routes);
      await api.register(
        refundProtectionRoutes(services.refundProtection, {
          flight: (row) => services.flightBookings.view(row),
          car: (row) => services.carBookings.view(row),
          activity: (row) => services.activityBookings.view(row),
        }),
      );
      if (services.localStorage) await api.register(localUploadRoutes(services.localStorage));
      await api.register(referenceRoutes({ exchange: services.exchange, geoIp }));
      api.setNotFoundHandler(async (request, reply) =>
        reply
          .status(404)
          .send({ message: translateMessage('error.ROUTE_NOT_FOUND', request.language), code: 'ROUTE_NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );

  if (deps.serveWeb !== false) {
    await app.register(async (web) => {
      const isBuiltAsset = (url: string) => url.startsWith('/assets/');
      addHeaders(web, pageHeaders, (url) => !isBuiltAsset(url));
      addHeaders(web, BUILT_ASSET_HEADERS, isBuiltAsset);
      // Logos and images shown in mail, also inside the dev mailbox's sandboxed frames.
      addHeaders(web, MAIL_IMAGE_HEADERS, (url) => url.startsWith('/media/'));
      await registerWeb(web, {
        distDir: config.WEB_DIST_DIR,
        resolver: services.agencies,
        toPublicAgency,
        flagFileOf,
        appConfig: {
          // A path is a page of the platform owner's site (the plans), whichever agency's site links it.
          pricingUrl: config.PRICING_URL.startsWith('/')
            ? `${agencyOrigin({ customDomain: null, subdomain: null }, publicSiteOf(config))}${config.PRICING_URL}`
            : config.PRICING_URL,
          paymentUrls: {
            en: config.SUBSCRIPTION_PAYMENT_URL_EN,
            pt: config.SUBSCRIPTION_PAYMENT_URL_PT,
            es: config.SUBSCRIPTION_PAYMENT_URL_ES,
          },
          socialProviders: (['google', 'facebook'] as const).filter((type) => type in oauthProviders(config)),
        },
      });
    });
  }

  app.addHook('onClose', async () => {
    await services.jobs.stop();
    // Vendor answers still arriving are written before the database closes.
    await services.hotels.settle();
    await services.mail.stop();
    await kv.close();
    await database.close();
  });
  return { app, services };
}
