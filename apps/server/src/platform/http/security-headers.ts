import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers computed once at start (building them per request cost more than the API call
 * itself) and copied onto each reply.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

/** Pages and their assets: the full browser policy. */
export function documentPolicy(isProduction: boolean, inlineScriptHashes: string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by their hash: the first paint's loader (platform/web/first-paint.ts).
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isProduction,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * JSON answers: only what applies to a non-HTML response (OWASP REST guidance): no sniffing, no
 * framing, no referrer, same-origin only, HTTPS-only in production.
 */
export function apiHeaders(isProduction: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Powerful browser features none of our pages use, turned off for every answer (pages, API,
 * gateway, mailbox, files), so an injected script or a framing site cannot ask for them.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

/**
 * A page of its own that is not the web app (the sandbox gateway's 3-D Secure page, the dev
 * mailbox): its own CSP, never framed by anyone, no sniffing, no referrer, HTTPS-only in production.
 */
export function standalonePageHeaders(csp: string, isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': `${csp}; base-uri 'none'; frame-ancestors 'none'${isProduction ? '; upgrade-insecure-requests' : ''}`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Images mail shows (the agency's logo and demo media): a mail client or the dev mailbox's
 * sandboxed frame loads them from another origin, which `same-origin` would block.
 */
export const MAIL_IMAGE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * Files people uploaded, served from the agency's own host: an SVG logo opened directly must not
 * run its scripts on the agency's origin, so the file is its own sandboxed document that may show
 * only itself, its inline styles and data: images, and the browser keeps the served type (set by
 * the extension, which the upload rules tie to the signed type) instead of guessing one. As an
 * <img> the file displays as before.
 */
export const UPLOADED_FILE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  ...MAIL_IMAGE_HEADERS,
};

/**
 * Uploaded PDFs: a browser will not show a PDF in a sandboxed document, and a PDF cannot run
 * script on the agency's origin (its viewer is isolated), so they keep every header but the
 * sandbox.
 */
export const UPLOADED_PDF_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
};

/**
 * The built scripts and stylesheets under /assets/: not documents, so the document policy (CSP,
 * framing, referrer...) does nothing there; it only added about 700 bytes to each of the first
 * paint's dozen requests. What applies to a subresource stays.
 */
export const BUILT_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** Adds the headers to every reply of this plugin context (or those whose URL `applies`). */
export function addHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
  applies: (url: string) => boolean = () => true,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (applies(request.url)) void reply.headers(headers);
    done();
  });
}
