import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { DEMO } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FIRST_PAINT_LOADER_HASH } from './first-paint';
import { pickHtmlEncoding } from './html-encoding';

const HASHED_ASSET = 'index-Bx81kQ2z.js';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Travel</title><!--app-head-->' +
  `<script type="module" crossorigin src="/assets/${HASHED_ASSET}"></script>` +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-Aa1.js"></head><body><div id="root"></div></body></html>';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'travel-web-'));
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', HASHED_ASSET), 'console.log("app");');
  // The build writes brotli and gzip copies beside each asset (apps/web/build/precompress.ts).
  await writeFile(path.join(distDir, 'assets', `${HASHED_ASSET}.br`), brotliCompressSync('console.log("app");'));
  // The build writes each language's shell texts (apps/web/build/shell-locales.ts); es has none here.
  for (const [language, text] of [
    ['en', 'Book now'],
    ['pt', 'Reserve agora'],
  ] as const) {
    await mkdir(path.join(distDir, 'locales', language), { recursive: true });
    await writeFile(
      path.join(distDir, 'locales', language, 'common.json'),
      JSON.stringify({ bookNow: text, tag: '</script>' }),
    );
  }
  t = await createTestApp({ web: true, env: { WEB_DIST_DIR: distDir } });
  await seedDemo(t.db);
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The body as the browser reads it after undoing the content coding. */
function decodedBody(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

const page = (host: string, url: string, acceptEncoding?: string) =>
  t.request(host, {
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('index.html for client routes', () => {
  it("draws an agency landing's first paint and starts the scripts from the loader the policy allows by its hash", async () => {
    const res = await page(DEMO, '/', 'identity');
    const html = decodedBody(res);
    expect(html).toContain('<section id="first-paint-hero">');
    expect(html).toContain('Discover the world with Blue Horizon</h1>');
    // The entry and its preloads leave the head for the loader's list.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    const list = JSON.parse(
      /<script type="application\/json" id="deferred-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(list).toMatchObject({
      entry: `/assets/${HASHED_ASSET}`,
      preloads: expect.arrayContaining(['/assets/runtime-Aa1.js']),
    });
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash};`);
    // Pages the server draws no first paint for keep their scripts where the build put them.
    const other = decodedBody(await page(DEMO, '/disclaimer', 'identity'));
    expect(other).toContain(`<script type="module" crossorigin src="/assets/${HASHED_ASSET}"></script>`);
    expect(other).not.toContain('first-paint');
  });

  it('answers a client route in Brotli when the browser accepts it, and it decompresses to the branded page', async () => {
    const res = await page(DEMO, '/booknow/flights/search', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.subarray(0, 15).toString('utf8')).not.toBe('<!doctype html>');
    const html = decodedBody(res);
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr" data-mantine-color-scheme="light">')).toBe(true);
    expect(html).toContain('<title>Blue Horizon Travel</title>');
    const inlined = /<script type="application\/json" id="agency-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
    expect(JSON.parse(inlined)).toMatchObject({ code: 'demo', agencyName: 'Blue Horizon Travel' });
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(html));
  });

  it('falls back to gzip when Brotli is not accepted', async () => {
    const res = await page(DEMO, '/', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(res)).toContain('<title>Blue Horizon Travel</title>');
  });

  it('sends plain HTML, still varying by Accept-Encoding, to a client that accepts no coding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await page(DEMO, '/privacy-policy', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toContain('<title>Blue Horizon Travel</title>');
      expect(res.headers.vary).toBe('Host, Cookie, Accept-Language, Accept-Encoding');
    }
  });

  it('carries the page security headers', async () => {
    const res = await page(DEMO, '/disclaimer', 'br');
    expect(res.headers).toMatchObject({
      'content-security-policy':
        `default-src 'self';script-src 'self' ${FIRST_PAINT_LOADER_HASH};style-src` +
        " 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
        "media-src 'self' https:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';" +
        "frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-permitted-cross-domain-policies': 'none',
      'cache-control': 'no-cache',
    });
    // HSTS only in production: a development host on plain HTTP must stay reachable.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("answers an unknown host 404 with the 'Agency not found!' page", async () => {
    const res = await page('nowhere.localhost', '/', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = decodedBody(res);
    expect(html).toContain('<title>Agency not found!</title>');
    expect(html).toContain('<script type="application/json" id="agency-data">null</script>');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const plain = await page('nowhere.localhost', '/booknow/flights/search');
    expect(plain.statusCode).toBe(404);
    expect(plain.body).toContain('<title>Agency not found!</title>');
  });
});

describe('first-paint hints in index.html', () => {
  it("inlines an inactive agency's notice in the page's language, and no notice for an active one", async () => {
    const inactive = decodedBody(
      await t.request('inactive.localhost', { method: 'GET', url: '/', headers: { 'accept-language': 'es' } }),
    );
    const config = JSON.parse(
      /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(inactive)?.[1] ?? '{}',
    );
    expect(config.inactiveNotice).toEqual({
      language: 'es',
      text: 'La agencia está inactiva, comuníquese con el administrador',
    });
    const active = decodedBody(await page(DEMO, '/'));
    expect(active).not.toContain('inactiveNotice');
  });

  it("leads /pricing to the platform owner's plans and unsubscribed managers to the agency's /subscription", async () => {
    const body = decodedBody(await page(DEMO, '/'));
    const config = JSON.parse(
      /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(body)?.[1] ?? '{}',
    );
    expect(config.pricingUrl).toMatch(/^http:\/\/localhost(:\d+)?\/start$/);
    expect(config.paymentUrls).toEqual({
      en: '/subscription?lang=en',
      pt: '/subscription?lang=pt',
      es: '/subscription?lang=es',
    });
  });
});

describe("the page's texts in index.html", () => {
  const inlined = (html: string) =>
    /<script type="application\/json" id="locale-common" data-lang="(\w+)">(.*?)<\/script>/.exec(html);

  it("inlines the shell texts of the page's language, so the first render fetches none", async () => {
    const html = decodedBody(
      await t.request(DEMO, { method: 'GET', url: '/', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } }),
    );
    const [, language, json] = inlined(html) ?? [];
    expect(language).toBe('pt');
    expect(JSON.parse(json ?? '{}')).toEqual({ bookNow: 'Reserve agora', tag: '</script>' });
    expect(html).not.toContain('modulepreload" href="/assets/common-');
  });

  it('inlines nothing for a language the build wrote no texts for', async () => {
    const html = decodedBody(await t.request(DEMO, { method: 'GET', url: '/', headers: { 'accept-language': 'es' } }));
    expect(inlined(html)).toBeNull();
  });
});

describe('static files', () => {
  it('serves hashed files under /assets/ as immutable for a year', async () => {
    const res = await page(DEMO, `/assets/${HASHED_ASSET}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the build's brotli copy as it is to a browser that accepts brotli", async () => {
    const res = await page(DEMO, `/assets/${HASHED_ASSET}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decodedBody(res)).toBe('console.log("app");');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
  });

  it('gives a built asset only the headers that apply to a subresource, not the document policy', async () => {
    const res = await page(DEMO, `/assets/${HASHED_ASSET}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
      expect(res.headers[name]).toBeUndefined();
    // Pages keep the full policy.
    const html = await page(DEMO, '/');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a missing hashed file 404, never the app shell', async () => {
    const res = await page(DEMO, '/assets/index-missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
  });
});

describe('pickHtmlEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
  ] as const)('answers %j with %s', (header, expected) => {
    expect(pickHtmlEncoding(header)).toBe(expected);
  });
});

describe('images that mail shows', () => {
  it("lets another origin (a mail client, the dev mailbox's sandboxed frame) load the agency's logo", async () => {
    const res = await page(DEMO, '/media/demo/blue-horizon-logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  });

  it('keeps pages same-origin', async () => {
    const res = await page(DEMO, '/booknow/flights/search');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
