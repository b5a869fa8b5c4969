import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { ACTIVITY_SUPPLIER_OPERATIONS } from './suppliers/activities/port';
import { CAR_SUPPLIER_OPERATIONS, type CarSupplierOperation } from './suppliers/cars/port';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const HOTEL_VENDORS = ['atlas', 'meridian', 'solstice'] as const;
const HOTEL_OPERATIONS = [
  'autoSuggest',
  'place',
  'search',
  'roomsAndRates',
  'content',
  'checkRate',
  'book',
  'retrieve',
  'cancellationQuote',
  'cancel',
] as const;
type HotelVendor = (typeof HOTEL_VENDORS)[number];
type HotelOperation = (typeof HOTEL_OPERATIONS)[number];
const isHotelVendor = (value: string): value is HotelVendor => (HOTEL_VENDORS as readonly string[]).includes(value);
const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** 'atlas,meridian': the sandbox hotel vendors to ask, in order. */
const hotelVendorList = z.string().transform((value, ctx) => {
  const vendors = listOf(value);
  const unknown = vendors.filter((vendor) => !isHotelVendor(vendor));
  if (vendors.length === 0 || unknown.length > 0) {
    ctx.addIssue({ code: 'custom', message: `must list vendors among ${HOTEL_VENDORS.join(', ')}` });
    return z.NEVER;
  }
  return [...new Set(vendors.filter(isHotelVendor))];
});

/** '0' (every vendor) or 'atlas:300,meridian:900': answer time per vendor, ms. */
const hotelLatencies = z.string().transform((value, ctx) => {
  const latencies: Partial<Record<HotelVendor, number>> = {};
  for (const item of listOf(value)) {
    const [vendor, ms] = item.includes(':') ? item.split(':') : ['*', item];
    const amount = Number(ms);
    if (
      !Number.isInteger(amount) ||
      amount < 0 ||
      amount > 30_000 ||
      (vendor !== '*' && !isHotelVendor(vendor ?? ''))
    ) {
      ctx.addIssue({ code: 'custom', message: `'${item}': expected ms (0-30000) or vendor:ms` });
      return z.NEVER;
    }
    for (const code of HOTEL_VENDORS) if (vendor === '*' || vendor === code) latencies[code] = amount;
  }
  return latencies;
});

/** Faults injected into sandbox hotel vendors. */
export interface HotelVendorFaults {
  down?: boolean;
  timeout?: HotelOperation[];
  error?: HotelOperation[];
}

/**
 * Adds one fault to a supplier's faults: 'down', or 'timeout'/'error' with '+'-separated
 * operations ('' for all of them). False when the fault or an operation is unknown.
 */
function addFault<Op extends string>(
  entry: { down?: boolean; timeout?: Op[]; error?: Op[] },
  fault: string,
  operations: string,
  all: readonly Op[],
): boolean {
  const ops = operations === '' ? [...all] : operations.split('+');
  const known = ops.filter((op): op is Op => (all as readonly string[]).includes(op));
  if (!['down', 'timeout', 'error'].includes(fault) || known.length !== ops.length) return false;
  if (fault === 'down') entry.down = true;
  else entry[fault === 'timeout' ? 'timeout' : 'error'] = known;
  return true;
}

/** 'meridian:down,solstice:timeout:search,atlas:error:book+cancel' (no operations: all of them). */
const hotelFaults = z.string().transform((value, ctx) => {
  const faults: Partial<Record<HotelVendor, HotelVendorFaults>> = {};
  for (const item of listOf(value)) {
    const [vendor = '', fault = '', operations = ''] = item.split(':');
    const entry: HotelVendorFaults = isHotelVendor(vendor) ? (faults[vendor] ?? {}) : {};
    if (!isHotelVendor(vendor) || !addFault(entry, fault, operations, HOTEL_OPERATIONS)) {
      ctx.addIssue({
        code: 'custom',
        message: `'${item}': expected vendor:down, vendor:timeout[:op+op] or vendor:error[:op+op]`,
      });
      return z.NEVER;
    }
    faults[vendor] = entry;
  }
  return faults;
});

/** Faults injected into one sandbox supplier (the rental companies, the experience suppliers). */
export interface SupplierFaults<Op extends string> {
  down?: boolean;
  timeout?: Op[];
  error?: Op[];
}
/** Faults injected into the sandbox rental companies. */
export type CarSupplierFaults = SupplierFaults<CarSupplierOperation>;

/** 'down', 'timeout:search', 'error:book+cancel' (no operations: all of them), comma-separated. */
function supplierFaults<Op extends string>(all: readonly Op[]) {
  return z.string().transform((value, ctx) => {
    const faults: SupplierFaults<Op> = {};
    for (const item of listOf(value)) {
      const [fault = '', operations = ''] = item.split(':');
      if (!addFault(faults, fault, operations, all)) {
        ctx.addIssue({ code: 'custom', message: `'${item}': expected down, timeout[:op+op] or error[:op+op]` });
        return z.NEVER;
      }
    }
    return faults;
  });
}
const carFaults = supplierFaults(CAR_SUPPLIER_OPERATIONS);
const activityFaults = supplierFaults(ACTIVITY_SUPPLIER_OPERATIONS);
/** A path of the agency's own site ('/subscription') or an absolute http(s) URL. */
const sitePathOrUrl = z
  .string()
  .refine(
    (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/./.test(value),
    'a path like /subscription or an http(s) URL',
  );

/**
 * Every environment variable the server reads, validated once at start. Nothing else in the
 * server reads process.env. The README's table documents each of these.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when absent an embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** Redis for shared counters, caches and cache invalidation across nodes. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Agencies live at <subdomain>.<APP_BASE_DOMAIN>; the base domain itself is the owner's. */
  APP_BASE_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name')
    .default('localhost'),
  /** Trust X-Forwarded-Host/-Proto/-For from a reverse proxy. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Seed the demo agencies and users at start (idempotent); default on outside production, off in it. */
  SEED_DEMO: booleanFlag.optional(),
  /** Scheme of the agencies' public sites, for links in mail; default https in production, http otherwise. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  /**
   * Port of the agencies' public sites, for links in mail; default PORT outside production, the
   * scheme's own in production (behind a proxy on 443). 80 with http and 443 with https are left out.
   */
  PUBLIC_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  /** Production without REDIS_URL runs only when this says one node is intended (counters are per node). */
  SINGLE_NODE: booleanFlag.default(false),
  /** This node's name in a cluster, sent back as the X-Served-By header (which node answered). */
  NODE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
    .optional(),
  /** Per-caller limits on the routes that send mail or codes; off only in tests that send many. */
  RATE_LIMITS: booleanFlag.default(true),
  /** The built web app (index.html and assets). */
  WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST_DIR),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds to finish in-flight requests after SIGTERM before exiting. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** The plans page /pricing leads to: our own by default, or an external URL. */
  PRICING_URL: sitePathOrUrl.default('/start'),
  /**
   * Signs upload URLs, offer ids and OAuth state. Required in production; development and tests
   * use a fixed value so several local nodes agree.
   */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail stays in the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * Who delivers outgoing mail: `builtin` (SMTP_URL, or the dev mailbox without it; no outside
   * service) or `mailgun` (Mailgun's HTTP API with MAILGUN_API_KEY and MAILGUN_DOMAIN).
   */
  MAIL_TRANSPORT: z.enum(['builtin', 'mailgun']).default('builtin'),
  /** Mailgun's private API key (basic auth `api:<key>`); never logged. */
  MAILGUN_API_KEY: z.string().min(1).optional(),
  /** The Mailgun sending domain messages are posted to (/v3/<domain>/messages). */
  MAILGUN_DOMAIN: z.string().min(1).optional(),
  /** Mailgun's API base: the US region by default, https://api.eu.mailgun.net for the EU region. */
  MAILGUN_API_URL: z.string().url().default('https://api.mailgun.net'),
  /** Milliseconds a Mailgun call may take before the attempt fails (and is retried later). */
  MAILGUN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Sender address of outgoing mail; the agency's name is used as the display name. */
  MAIL_FROM: z.string().email().default('no-reply@tripfolio.example'),
  /**
   * DNS servers that check an agency's own mail domain (comma-separated `ip` or `ip:port`);
   * empty: the system's resolvers. Tests point it at a local DNS server.
   */
  MAIL_DNS_SERVERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  /** The SPF record an agency's mail domain includes (the platform's sending hosts). */
  MAIL_SPF_INCLUDE: z.string().default('_spf.tripfolio.example'),
  /** Where an agency's return-path (bounces.<domain>) CNAME points. */
  MAIL_RETURN_PATH_HOST: z.string().default('bounces.tripfolio.example'),
  /** Where uploads go: the local disk under DATA_DIR, or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket's files (a CDN), else the endpoint and bucket. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** OAuth 2.0 clients for social log-in; the endpoints can point at another provider (tests). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.string().url().default('https://graph.facebook.com/me?fields=id,name,email'),
  /**
   * Subscription payment pages by language, where unsubscribed owners and admins are sent after
   * log-in: by default the agency's own /subscription page (a path of the same site), or a URL.
   */
  SUBSCRIPTION_PAYMENT_URL_EN: sitePathOrUrl.default('/subscription?lang=en'),
  SUBSCRIPTION_PAYMENT_URL_PT: sitePathOrUrl.default('/subscription?lang=pt'),
  SUBSCRIPTION_PAYMENT_URL_ES: sitePathOrUrl.default('/subscription?lang=es'),
  /** Where flights come from; only the built-in sandbox airline ships today. */
  FLIGHT_SUPPLIER: z.enum(['sandbox']).default('sandbox'),
  /** Delay the sandbox airline adds to every call, in ms (to see loading states). */
  SANDBOX_FLIGHT_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  /** Hotel vendors asked for every hotel search, in order; the built-in sandbox vendors today. */
  HOTEL_SUPPLIERS: hotelVendorList.default(['atlas', 'meridian', 'solstice']),
  /** Answer time of the sandbox hotel vendors, ms: one number for all, or vendor:ms pairs. */
  SANDBOX_HOTEL_LATENCY_MS: hotelLatencies.default({ atlas: 300, meridian: 900, solstice: 2000 }),
  /** Faults injected into sandbox hotel vendors (down, time-outs, errors per operation). */
  SANDBOX_HOTEL_FAULTS: hotelFaults.default({}),
  /** Where rental cars come from; only the built-in sandbox rental companies ship today. */
  CAR_SUPPLIER: z.enum(['sandbox']).default('sandbox'),
  /** Answer time of the sandbox rental companies, ms. */
  SANDBOX_CAR_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(400),
  /** Faults injected into the sandbox rental companies: down, time-outs, errors per operation. */
  SANDBOX_CAR_FAULTS: carFaults.default({}),
  /** Where activities come from; only the built-in sandbox experience suppliers ship today. */
  ACTIVITY_SUPPLIER: z.enum(['sandbox']).default('sandbox'),
  /** Answer time of the sandbox experience suppliers, ms. */
  SANDBOX_ACTIVITY_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(300),
  /** Faults injected into the sandbox experience suppliers: down, time-outs, errors per operation. */
  SANDBOX_ACTIVITY_FAULTS: activityFaults.default({}),
  /** Where card payments go; only the built-in sandbox gateway ships today. */
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** Optional MaxMind-format country database for the visitor's default country. */
  GEOIP_DB_PATH: z.string().optional(),
});

type ParsedConfig = z.infer<typeof configSchema>;

/** The configuration with every default that depends on another setting filled in. */
export type Config = Omit<ParsedConfig, 'SEED_DEMO' | 'PUBLIC_SCHEME' | 'PUBLIC_PORT'> & {
  APP_SECRET: string;
  SEED_DEMO: boolean;
  PUBLIC_SCHEME: 'http' | 'https';
  /** null: the scheme's own port, left out of links. */
  PUBLIC_PORT: number | null;
};

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production!';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses an environment; throws ConfigError listing every problem at once. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (result.success) {
    const config = result.data;
    const isProduction = config.NODE_ENV === 'production';
    if (isProduction && !config.APP_SECRET) problems.push('APP_SECRET: required in production');
    if (isProduction && !config.REDIS_URL && !config.SINGLE_NODE)
      problems.push(
        'REDIS_URL: required in production (log-in throttles and rate limits would count per node); set SINGLE_NODE=true if one node is intended',
      );
    if (config.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!config[key]) problems.push(`${key}: required when STORAGE_DRIVER is s3`);
      }
    }
    if (config.MAIL_TRANSPORT === 'mailgun') {
      for (const key of ['MAILGUN_API_KEY', 'MAILGUN_DOMAIN'] as const) {
        if (!config[key]) problems.push(`${key}: required when MAIL_TRANSPORT is mailgun`);
      }
    }
    if (problems.length === 0) {
      const scheme = config.PUBLIC_SCHEME ?? (isProduction ? 'https' : 'http');
      const port = config.PUBLIC_PORT ?? (isProduction ? null : config.PORT);
      return {
        ...config,
        APP_SECRET: config.APP_SECRET ?? DEVELOPMENT_SECRET,
        SEED_DEMO: config.SEED_DEMO ?? !isProduction,
        PUBLIC_SCHEME: scheme,
        PUBLIC_PORT: port === null || port === DEFAULT_PORTS[scheme] || port === 0 ? null : port,
      };
    }
  }
  throw new ConfigError(problems);
}

/** The one place the process environment is read. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
