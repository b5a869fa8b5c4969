import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { DEMO } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** A raw HTTP/1.1 exchange, for what Node itself refuses before Fastify sees a request. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    setTimeout(() => reject(new Error(`no answer: ${data}`)), 5_000);
  });
}

const expectApiHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(String(headers['permissions-policy'])).toContain('camera=()');
};

describe('one error shape everywhere: { message, code, details? }', () => {
  it('answers a path with bad percent-encoding with 400 naming the url, with the API headers', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: '/api/flight/getReservationDetails%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please check the highlighted fields',
      code: 'VALIDATION_FAILED',
      details: { url: 'Invalid value' },
    });
    expectApiHeaders(res.headers);
  });

  it('translates it by Accept-Language', async () => {
    const res = await t.request(DEMO, {
      method: 'GET',
      url: '/api/user/%zz',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { url: 'Valor inválido' } });
  });

  it('answers a parameter past its maximum length with 414 URI_TOO_LONG', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: `/api/agency/flights/bookings/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long', code: 'URI_TOO_LONG' });
    expectApiHeaders(res.headers);
  });

  it('answers headers past the limit with 431 HEADERS_TOO_LARGE', async () => {
    const res = await raw(`GET /api/agency HTTP/1.1\r\nHost: ${DEMO}\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' });
    expect(res.headers).toContain('x-content-type-options: nosniff');
    expect(res.headers).toContain('permissions-policy: ');
  });

  it('answers a malformed request line with 400 in the same shape', async () => {
    const res = await raw('GET /api/agency HTTP/1.1\r\nHost demo.localhost\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it("gives the sandbox gateway's card errors the same shape", async () => {
    const res = await t.request(DEMO, {
      method: 'POST',
      url: '/sandbox-gateway/v1/tokens',
      payload: { number: '4242424242424241', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ana' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid card number',
      code: 'VALIDATION_FAILED',
      details: { number: 'Invalid card number' },
    });
    expectApiHeaders(res.headers);
  });

  it('answers a challenge page of a malformed charge id (a NUL byte) with 404, not 500', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.request(DEMO, { method, url: '/sandbox-gateway/challenge/%00' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such payment', code: 'NOT_FOUND' });
    }
  });
});

describe('security headers beyond the app and the API', () => {
  it('never lets the 3-D Secure page be framed, sniffed or leak a referrer', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: '/sandbox-gateway/challenge/ch_abc?return=/trips' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(String(res.headers['permissions-policy'])).toContain('payment=()');
  });

  it('gives the dev mailbox the same protection, with its images allowed', async () => {
    const res = await t.request(DEMO, { method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src http: https: data:');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  });

  it.each([
    ['/api/agency', 200],
    ['/api/no-such-route', 404],
    ['/healthz', 200],
    ['/readyz', 200],
  ])('sends Permissions-Policy on %s', async (url, status) => {
    const res = await t.request(DEMO, { method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
  });
});
