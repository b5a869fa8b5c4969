import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, translateMessage, type Language, type PublicAgency, type WebAppConfig } from '@travel/contracts';
import type { AgencyRow } from '../db/schema';
import type { TenantResolver } from '../http/tenant';
import { ASSETS_DIR } from '../../paths';
import { encodeHtml, HTML_COMPRESS_THRESHOLD, pickHtmlEncoding } from './html-encoding';
import { deferredScriptsHtml, deferScripts, firstPaintHtml, type OwnerLandingTexts } from './first-paint';
import { renderIndexHtml } from './index-html';
import { preloadLinks, preloadPlan, readBuildManifest } from './preload-hints';
import { readerLanguage } from '../http/request-context';

/** The SVG flags shipped with the world-countries data, named by alpha-3 code. */
const FLAGS_DIR = path.join(path.dirname(fileURLToPath(import.meta.resolve('world-countries'))), 'data');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets under /assets/ (immutable), other static files, the
 * demo media and flags, and index.html filled per agency for every client route.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: {
    distDir: string;
    resolver: Pick<TenantResolver, 'resolve'>;
    /** What the page may know of the agency (the agency module's mapper). */
    toPublicAgency: (row: AgencyRow) => PublicAgency;
    /** The flag file of a country's alpha-2 code, or null (the reference module's countries). */
    flagFileOf: (alpha2: string) => string | null;
    appConfig: WebAppConfig;
  },
) {
  const indexPath = path.join(options.distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (!template) app.log.warn({ indexPath }, 'web app not built: run `npm run build` to serve the site');
  const manifest = template ? readBuildManifest(options.distDir) : null;
  const commonTexts = new Map<Language, string>();
  const ownerTexts = new Map<Language, OwnerLandingTexts>();
  for (const language of LANGUAGES) {
    const file = path.join(options.distDir, 'locales', language, 'common.json');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    commonTexts.set(language, text);
    const owner = (JSON.parse(text) as { landing?: { owner?: Partial<OwnerLandingTexts> } }).landing?.owner;
    if (owner?.title && owner.subtitle) ownerTexts.set(language, { title: owner.title, subtitle: owner.subtitle });
  }

  if (template) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Set below, per file.
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(ASSETS_DIR, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  const flagCache = new Map<string, Buffer>();
  app.get('/flags/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([a-z]{2})\.svg$/.exec(file);
    const name = match?.[1] ? options.flagFileOf(match[1]) : null;
    if (!name) return reply.status(404).send();
    let svg = flagCache.get(name);
    if (!svg) {
      svg = await readFile(path.join(FLAGS_DIR, name));
      flagCache.set(name, svg);
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    const agencyRow = await options.resolver.resolve(request.host);
    const language = readerLanguage(request);
    const agency = agencyRow ? options.toPublicAgency(agencyRow) : null;
    const pathname = request.url.split('?')[0] ?? '/';
    const texts = commonTexts.get(language) ?? null;
    const plan = preloadPlan(manifest, { pathname, language, agency, isCommonInlined: texts !== null });
    // Where the server draws the first paint, the scripts start once it is shown (first-paint.ts).
    const firstPaint = firstPaintHtml(agency, pathname, ownerTexts.get(language) ?? null);
    const deferred = firstPaint ? deferScripts(template, plan) : null;
    const html = renderIndexHtml(deferred?.template ?? template, {
      agency,
      hints: deferred?.kept ?? preloadLinks(plan),
      commonTexts: texts,
      firstPaint: firstPaint && deferred ? firstPaint + deferredScriptsHtml(deferred.deferred) : firstPaint,
      language,
      colorScheme: request.cookies['color-scheme'] === 'dark' ? 'dark' : 'light',
      direction: request.cookies.direction === 'rtl' ? 'rtl' : 'ltr',
      appConfig:
        agency && agency.status !== 'Active'
          ? {
              ...options.appConfig,
              inactiveNotice: { language, text: translateMessage('error.AGENCY_INACTIVE', language) },
            }
          : options.appConfig,
      fallbackTitle: translateMessage('error.AGENCY_NOT_FOUND', language),
    });
    void reply
      .status(agencyRow ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Host, Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    // Answered from the not-found handler, which @fastify/compress does not reach: compressed here.
    const encoding = pickHtmlEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(html) < HTML_COMPRESS_THRESHOLD) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encodeHtml(html, encoding));
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(404)
        .send({ message: translateMessage('error.ROUTE_NOT_FOUND', request.language), code: 'ROUTE_NOT_FOUND' });
    }
    // Missing hashed assets are real 404s, never the app shell.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(request, reply);
  });
}
