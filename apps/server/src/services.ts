import { activityProposalExtra } from './modules/activity/activity-proposal-extra';
import { carProposalExtra } from './modules/car/car-proposal-extra';
import { flightProposalExtra } from './modules/flight/flight-proposal-extra';
import { ProposalDrafts } from './modules/proposal/proposal-draft.service';
import { ProposalExtras } from './modules/proposal/proposal-extras';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { AgencySettingsService } from './modules/agency/agency-settings.service';
import { AgencyResolver } from './modules/agency/agency.service';
import { publicSiteOf } from './platform/http/public-origin';
import { createVerticals, type BookingCoreDeps, type RegisteredVertical } from './verticals';
import { AuthService } from './modules/auth/auth.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { BackofficeReportsService } from './modules/backoffice-reports/reports.service';
import { ApprovalsService } from './modules/backoffice-reports/approvals.service';
import { BookingPayments } from './modules/booking/booking-payments';
import { InvitationService } from './modules/invitation/invitation.service';
import { ClientsBulkService } from './modules/agency-people/clients-bulk.service';
import { PeopleService } from './modules/agency-people/people.service';
import { ExchangeService } from './modules/reference/exchange.service';
import { oauthProviders } from './modules/social/providers';
import { SocialService } from './modules/social/social.service';
import { SsoService } from './modules/sso/sso.service';
import type { FlightBookingService } from './modules/flight/flight-booking.service';
import { FlightSearchService } from './modules/flight/flight-search.service';
import { CarService } from './modules/car/car.service';
import { TermsLinks } from './modules/car/car-terms';
import type { CarTypes } from './modules/car/car.vertical';
import type { VerticalBookings } from './modules/booking/vertical-bookings';
import { HotelService } from './modules/hotel/hotel.service';
import { ProposalDesk } from './modules/proposal/proposal-desk.service';
import { ProposalService } from './modules/proposal/proposal.service';
import { ShortLinkService } from './modules/short-link/short-link.service';
import { MailDomainService } from './modules/applications/mail-domain.service';
import { WalletService } from './modules/wallet/wallet.service';
import { DkimKeyVault } from './modules/applications/dkim';
import { nodeDnsLookup } from './modules/applications/dns-check';
import { MarkupService } from './modules/pricing/markup.service';
import { PricingService } from './modules/pricing/pricing.service';
import { QuoteService } from './modules/pricing/quote.service';
import { RefundProtectionService } from './modules/refund-protection/refund-protection.service';
import { UserService } from './modules/user/user.service';
import { OnboardingService } from './modules/agency/onboarding.service';
import { SubscriptionService } from './modules/subscription/subscription.service';
import { createFlightSupplier } from './suppliers/flights/create-supplier';
import { createHotelSuppliers } from './suppliers/hotels/create-suppliers';
import type { HotelSupplier } from './suppliers/hotels/port';
import { createCarSupplier } from './suppliers/cars/create-supplier';
import { createActivitySupplier } from './suppliers/activities/create-supplier';
import { SandboxClock } from './suppliers/activities/sandbox/sandbox-clock';
import type { ActivitySupplier } from './suppliers/activities/port';
import { ActivityService } from './modules/activity/activity.service';
import type { ActivityTypes } from './modules/activity/activity.vertical';
import type { CarSupplier } from './suppliers/cars/port';
import type { FlightSupplier } from './suppliers/flights/port';
import type { KeyValueStore } from './platform/cache/kv';
import type { Database } from './platform/db/client';
import type { BookingRow } from './platform/db/schema';
import { MailWorker } from './platform/mail/mail-worker';
import { SandboxGateway } from './platform/payments/sandbox/sandbox-gateway';
import { createMailTransport } from './platform/mail/transport';
import { JobScheduler } from './platform/jobs/scheduler';
import { backgroundJobs } from './jobs';
import { LoginThrottle } from './platform/security/throttle';
import { createLocalStorage, createS3Storage, type StoragePort } from './platform/storage/storage';

/** A booking's vertical in the registry. */
function verticalOf(verticals: RegisteredVertical[], row: BookingRow): RegisteredVertical {
  const vertical = verticals.find((entry) => entry.key === row.vertical);
  if (!vertical) throw new Error(`no vertical ${row.vertical}`);
  return vertical;
}

/** Every service of the app, built once from the app's dependencies. */
export interface Services {
  agencies: AgencyResolver;
  agencySettings: AgencySettingsService;
  exchange: ExchangeService;
  auth: AuthService;
  users: UserService;
  dashboard: DashboardService;
  /** The back-office's dashboard, bookings CSV, search box and itinerary e-mail. */
  backofficeReports: BackofficeReportsService;
  /** The approval queue of restricted agents' bookings over the agency's limit. */
  approvals: ApprovalsService;
  invitations: InvitationService;
  /** The agency's clients and agents in the back-office. */
  people: PeopleService;
  clientsBulk: ClientsBulkService;
  sso: SsoService;
  social: SocialService;
  mail: MailWorker;
  storage: StoragePort;
  flightSupplier: FlightSupplier;
  /** The hotel vendors of HOTEL_SUPPLIERS, in order (nothing loads until one is asked). */
  hotelSuppliers: HotelSupplier[];
  /** Hotel search (polled, shared in the database), rooms and rates, content and getPrice. */
  hotels: HotelService;
  carSupplier: CarSupplier;
  cars: CarService;
  /** Car bookings through the booking core (their view, for refund protection). */
  carBookings: VerticalBookings<CarTypes>;
  activitySupplier: ActivitySupplier;
  /** The sandbox experience suppliers' clock (moved only by the browser journeys, NODE_ENV test). */
  activityClock: SandboxClock;
  /** Activities from a destination to a quote. */
  activities: ActivityService;
  /** Activity bookings through the booking core. */
  activityBookings: VerticalBookings<ActivityTypes>;
  /** An agent's hotel proposals and the deals their clients open. */
  proposals: ProposalService;
  /** Short links of the agency's pages and their funnel. */
  shortLinks: ShortLinkService;
  /** The agency's own mail domain (DKIM, DNS check) and the sender of its mail. */
  mailDomains: MailDomainService;
  /** The travel reward wallet: settings, earning, balances; the booking core's credit. */
  wallet: WalletService;
  /** The agency's side of proposals: list, detail, send, status changes. */
  proposalDesk: ProposalDesk;
  markups: MarkupService;
  pricing: PricingService;
  /** Quotes and checkout drafts of every vertical. */
  quotes: QuoteService;
  flightSearch: FlightSearchService;
  refundProtection: RefundProtectionService;
  gateway: SandboxGateway;
  bookingPayments: BookingPayments;
  flightBookings: FlightBookingService;
  /** Every vertical bound to the booking core (verticals.ts), with its routes. */
  verticals: RegisteredVertical[];
  localStorage: ReturnType<typeof createLocalStorage> | null;
  /** Agencies' subscriptions to the platform: plans, card, charges, invoices, renewals. */
  subscriptions: SubscriptionService;
  /** 'Start your agency' on the owner's site. */
  onboarding: OnboardingService;
  /** The background jobs (jobs.ts); started by main, stopped with the app. */
  jobs: JobScheduler;
}

function createStorage(config: Config) {
  const local = createLocalStorage(config.DATA_DIR, config.APP_SECRET);
  if (config.STORAGE_DRIVER !== 's3') return { storage: local, localStorage: local };
  const storage = createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: config.S3_PUBLIC_URL,
  });
  return { storage, localStorage: null };
}

export async function createServices(
  config: Config,
  database: Database,
  kv: KeyValueStore,
  log: FastifyBaseLogger,
  options: { extraVerticals?: (core: BookingCoreDeps) => RegisteredVertical[] } = {},
): Promise<Services> {
  const db = database.db;
  const auth = new AuthService(db, new LoginThrottle(kv));
  const exchange = new ExchangeService(db, kv);
  const markups = new MarkupService(db, exchange);
  const flightSupplier = createFlightSupplier(config, db);
  const pricing = new PricingService(markups, exchange);
  const quotes = new QuoteService(db);
  const flightSearch = new FlightSearchService(db, flightSupplier, pricing, quotes);
  const gateway = new SandboxGateway(db);
  const wallet = new WalletService(db);
  const bookingPayments = new BookingPayments(db, gateway, undefined, wallet);
  const core: BookingCoreDeps = { db, payments: bookingPayments, site: publicSiteOf(config) };
  const hotelSuppliers = createHotelSuppliers(config, db);
  const carSupplier = createCarSupplier(config, db);
  const activityClock = new SandboxClock();
  const activitySupplier = createActivitySupplier(config, db, { now: activityClock.now });
  const { flightBookings, carBookings, activityBookings, verticals } = createVerticals({
    ...core,
    flightSearch,
    flightSupplier,
    quotes,
    hotelSuppliers,
    carSupplier,
    activitySupplier,
  });
  verticals.push(...(options.extraVerticals?.(core) ?? []));
  const hotels = new HotelService(db, hotelSuppliers, pricing, quotes);
  const dashboard = new DashboardService(db);
  const agencies = new AgencyResolver(db, config.APP_BASE_DOMAIN, kv);
  const people = new PeopleService(db, auth, markups);
  const subscriptions = new SubscriptionService(db, gateway, core.site, () => agencies.invalidate());
  const mailDomains = new MailDomainService(
    db,
    new DkimKeyVault(config.APP_SECRET),
    nodeDnsLookup(config.MAIL_DNS_SERVERS),
    { spfInclude: config.MAIL_SPF_INCLUDE, returnPathTarget: config.MAIL_RETURN_PATH_HOST },
  );
  // Each vertical's side of proposals, registered here so the proposal module imports none of them.
  const proposalExtras = new ProposalExtras(db, {
    flight: flightProposalExtra(flightSupplier, pricing),
    car: carProposalExtra(carSupplier, pricing),
    activity: activityProposalExtra(activitySupplier, pricing),
  });
  const proposals = new ProposalService(db, hotels, proposalExtras, core.site);
  const services: Services = {
    agencies,
    agencySettings: new AgencySettingsService(db, agencies),
    exchange,
    flightSupplier,
    hotelSuppliers,
    hotels,
    carSupplier,
    cars: new CarService(db, carSupplier, pricing, quotes, new TermsLinks(`${config.APP_SECRET}:car-terms`)),
    carBookings,
    activitySupplier,
    activityClock,
    activities: new ActivityService(db, activitySupplier, pricing, quotes),
    activityBookings,
    proposals,
    proposalDesk: new ProposalDesk(db, proposals, new ProposalDrafts(db, hotels, proposals)),
    markups,
    pricing,
    quotes,
    flightSearch,
    gateway,
    bookingPayments,
    flightBookings,
    verticals,
    refundProtection: new RefundProtectionService(db, bookingPayments),
    auth,
    users: new UserService(db),
    dashboard,
    backofficeReports: new BackofficeReportsService(db, dashboard, (row) => verticalOf(verticals, row).itinerary(row)),
    approvals: new ApprovalsService(db, agencies, {
      detailsPath: (row) => verticalOf(verticals, row).detailsPath,
      cancel: (ctx, actor, row) => verticalOf(verticals, row).cancel(ctx, actor, row),
    }),
    invitations: new InvitationService(db),
    people,
    clientsBulk: new ClientsBulkService(db, people, auth),
    sso: new SsoService(db, auth),
    social: new SocialService(db, auth, oauthProviders(config)),
    subscriptions,
    onboarding: new OnboardingService(db, auth, subscriptions, core.site, () => agencies.invalidate()),
    shortLinks: new ShortLinkService(db),
    mailDomains,
    wallet,
    mail: new MailWorker(db, createMailTransport(config), config.MAIL_FROM, log, (tx, agencyId) =>
      mailDomains.senderOf(agencyId, tx),
    ),
    jobs: new JobScheduler(
      db,
      backgroundJobs({
        db,
        bookingPayments,
        verticals,
        databaseUpkeep: database.upkeep,
        subscriptions,
        wallet,
      }),
      log,
    ),
    ...createStorage(config),
  };
  await services.agencies.start();
  await services.exchange.start();
  return services;
}
