import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { agencyByCode, COASTAL, DEMO, openSession, withCookie } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let dataDir: string;
let demoAgencyId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'travel-uploads-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemo(t.db);
  demoAgencyId = (await agencyByCode(t, 'demo')).id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const FORBIDDEN = { code: 'FORBIDDEN', message: 'You are not allowed to do this' };
const REFUSED = 'This file cannot be uploaded here';
/** The first bytes of a PNG, enough to stand for an image. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface SignedUpload {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  fileUrl: string;
  maxBytes: number;
  expiresAt: string;
}

const askUrl = (token: string | null, payload: Record<string, unknown>, host = DEMO) =>
  t.request(host, { method: 'POST', url: '/api/aws/signed-url', payload, ...(token ? withCookie(token) : {}) });

async function signedUpload(
  email: string,
  payload: Record<string, unknown>,
  host = DEMO,
  agency = 'demo',
): Promise<SignedUpload> {
  const res = await askUrl(await openSession(t, agency, email), payload, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const put = (url: string, body: Buffer, contentType: string, host = DEMO) =>
  t.request(host, { method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

/** Where a stored file would be on disk. */
const fileOnDisk = (fileUrl: string) => path.join(dataDir, 'uploads', fileUrl.replace('/media/uploads/', ''));

/** The upload URL with one query parameter replaced. */
function withParam(uploadUrl: string, name: string, value: string): string {
  const url = new URL(uploadUrl, 'http://demo.localhost');
  url.searchParams.set(name, value);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

describe('POST /api/aws/signed-url', () => {
  it('answers a signed PUT URL for a profile image under the agency', async () => {
    const before = Date.now();
    const data = await signedUpload('client@demo.test', {
      ext: 'PNG',
      fieldName: 'profileImage',
      fileType: 'image/png',
      fileSize: PNG.length,
    });
    expect(data).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' }, maxBytes: 5 * 1024 * 1024 });
    const key = `${demoAgencyId}/profileImage/`;
    expect(data.uploadUrl).toMatch(new RegExp(`^/api/uploads/${key}[0-9a-f-]{36}\\.png\\?`));
    expect(data.fileUrl).toBe(data.uploadUrl.replace('/api/uploads/', '/media/uploads/').split('?')[0]);
    const ttl = new Date(data.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it.each([
    [{ ext: 'gif', fieldName: 'profileImage', fileType: 'image/gif' }, 'fileType'],
    [{ ext: 'jpg', fieldName: 'profileImage', fileType: 'image/png' }, 'fileType'],
    [{ ext: 'pdf', fieldName: 'document', fileType: 'text/html' }, 'fileType'],
  ])('refuses a type the field does not take: %j', async (payload, field) => {
    const res = await askUrl(await openSession(t, 'demo', 'client@demo.test'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'UPLOAD_REFUSED', message: REFUSED, details: { [field]: 'Invalid value' } });
  });

  it('refuses a declared size above the field limit', async () => {
    const res = await askUrl(await openSession(t, 'demo', 'client@demo.test'), {
      ext: 'png',
      fieldName: 'profileImage',
      fileType: 'image/png',
      fileSize: 5 * 1024 * 1024 + 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'UPLOAD_REFUSED', message: REFUSED, details: { fileSize: 'Too long' } });
  });

  it.each(['client@demo.test', 'agent@demo.test', 'restricted@demo.test'])(
    'refuses the managers-only logo to %s with 403',
    async (email) => {
      const res = await askUrl(await openSession(t, 'demo', email), {
        ext: 'svg',
        fieldName: 'logo',
        fileType: 'image/svg+xml',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    },
  );

  it.each(['admin@demo.test', 'owner@demo.test'])('gives %s a logo URL', async (email) => {
    const data = await signedUpload(email, { ext: 'svg', fieldName: 'logo', fileType: 'image/svg+xml' });
    expect(data.maxBytes).toBe(2 * 1024 * 1024);
    expect(data.uploadUrl).toContain(`/api/uploads/${demoAgencyId}/logo/`);
  });

  it.each([
    [{ ext: 'p.ng', fieldName: 'profileImage', fileType: 'image/png' }, 'ext', 'Invalid value'],
    [{ ext: 'png', fieldName: 'avatar', fileType: 'image/png' }, 'fieldName', 'Invalid value'],
    [
      { ext: 'png', fieldName: 'profileImage', fileType: 'image/png', fileSize: -1 },
      'fileSize',
      'Must be zero or more',
    ],
    [{ ext: 'png', fieldName: 'profileImage', fileType: 'image/png', fileSize: 1.5 }, 'fileSize', 'Must be a number'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await askUrl(await openSession(t, 'demo', 'client@demo.test'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: { [field]: message },
    });
  });

  it('answers 401 without a session, and for a coastal session on demo', async () => {
    for (const token of [null, await openSession(t, 'coastal', 'owner@coastal.test')]) {
      const res = await askUrl(token, { ext: 'png', fieldName: 'profileImage', fileType: 'image/png' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('PUT /api/uploads/* (local storage)', () => {
  const askProfileImage = () =>
    signedUpload('client@demo.test', { ext: 'png', fieldName: 'profileImage', fileType: 'image/png' });

  it('stores the file sent with the signed type and serves it at fileUrl', async () => {
    const data = await askProfileImage();
    const res = await put(data.uploadUrl, PNG, 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Uploaded' });
    const served = await t.request(DEMO, { method: 'GET', url: data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves an uploaded SVG logo as a sandboxed image: its scripts cannot run on the agency origin', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script>' +
        '<rect width="10" height="10" fill="#1c7ed6"/></svg>',
    );
    const data = await signedUpload('owner@demo.test', {
      ext: 'svg',
      fieldName: 'logo',
      fileType: 'image/svg+xml',
      fileSize: svg.length,
    });
    expect((await put(data.uploadUrl, svg, 'image/svg+xml')).statusCode).toBe(201);

    const served = await t.request(DEMO, { method: 'GET', url: data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(svg)).toBe(true);
  });

  it('serves every uploaded file with the sandbox and no-sniffing headers', async () => {
    const data = await askProfileImage();
    await put(data.uploadUrl, PNG, 'image/png');
    const served = await t.request(DEMO, { method: 'GET', url: data.fileUrl });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    });
  });

  it('serves an uploaded PDF without the sandbox (no browser shows a PDF in one), still not sniffed or framed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const data = await signedUpload('client@demo.test', {
      ext: 'pdf',
      fieldName: 'document',
      fileType: 'application/pdf',
      fileSize: pdf.length,
    });
    expect((await put(data.uploadUrl, pdf, 'application/pdf')).statusCode).toBe(201);
    const served = await t.request(DEMO, { method: 'GET', url: data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
      'x-content-type-options': 'nosniff',
    });
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses another content type than the signed one, storing nothing', async () => {
    const data = await askProfileImage();
    const res = await put(data.uploadUrl, PNG, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_REFUSED', message: REFUSED });
    expect(existsSync(fileOnDisk(data.fileUrl))).toBe(false);
  });

  it('refuses a file larger than the field limit, and an empty one', async () => {
    const data = await signedUpload('owner@demo.test', { ext: 'ico', fieldName: 'favicon', fileType: 'image/x-icon' });
    expect(data.maxBytes).toBe(512 * 1024);
    const tooLarge = await put(data.uploadUrl, Buffer.alloc(512 * 1024 + 1, 1), 'image/x-icon');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ code: 'UPLOAD_REFUSED', message: REFUSED, details: { file: 'Too long' } });
    const empty = await put(data.uploadUrl, Buffer.alloc(0), 'image/x-icon');
    expect(empty.statusCode).toBe(400);
    expect(existsSync(fileOnDisk(data.fileUrl))).toBe(false);
    expect((await t.request(DEMO, { method: 'GET', url: data.fileUrl })).statusCode).toBe(404);
    // Exactly at the limit is fine.
    expect((await put(data.uploadUrl, Buffer.alloc(512 * 1024, 1), 'image/x-icon')).statusCode).toBe(201);
  });

  it('refuses an expired signature', async () => {
    const storage = t.services.localStorage;
    if (!storage) throw new Error('local storage expected in tests');
    const key = `${demoAgencyId}/profileImage/${randomUUID()}.png`;
    const expired = await storage.presignUpload(
      key,
      'image/png',
      5 * 1024 * 1024,
      undefined,
      new Date(Date.now() - 11 * 60_000),
    );
    expect(new Date(expired.expiresAt).getTime()).toBeLessThan(Date.now());
    const res = await put(expired.uploadUrl, PNG, 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(existsSync(fileOnDisk(expired.fileUrl))).toBe(false);
  });

  it.each([
    ['a raised size limit', (url: string) => withParam(url, 'max', String(25 * 1024 * 1024))],
    ['a later expiry', (url: string) => withParam(url, 'expires', String(Date.now() + 3_600_000))],
    ['another type', (url: string) => withParam(url, 'type', 'image/jpeg')],
    ['a changed signature', (url: string) => withParam(url, 'sig', 'A'.repeat(43))],
    ['no signature', (url: string) => url.replace(/&?sig=[^&]*/, '')],
    ['another file name', (url: string) => url.replace(/[0-9a-f-]{36}\.png/, `${randomUUID()}.png`)],
  ])('refuses a URL with %s', async (_label, tamper) => {
    const data = await askProfileImage();
    const url = tamper(data.uploadUrl);
    expect(url).not.toBe(data.uploadUrl);
    const contentType = new URL(url, 'http://x').searchParams.get('type') ?? 'image/png';
    const res = await put(url, PNG, contentType);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(existsSync(fileOnDisk(data.fileUrl))).toBe(false);
  });

  it("refuses an upload URL of another agency on this agency's host", async () => {
    const coastal = await signedUpload(
      'owner@coastal.test',
      { ext: 'png', fieldName: 'profileImage', fileType: 'image/png' },
      COASTAL,
      'coastal',
    );
    const res = await put(coastal.uploadUrl, PNG, 'image/png', DEMO);
    expect(res.statusCode).toBe(403);
    expect((await put(coastal.uploadUrl, PNG, 'image/png', COASTAL)).statusCode).toBe(201);
  });
});
