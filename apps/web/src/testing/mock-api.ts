import { vi } from 'vitest';
import type { UserProfile } from '@travel/contracts';

/** What a mocked endpoint answers: a status (200 unless given) and a JSON body (none for a 204). */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Answers one call from its body (parsed when JSON text, else as sent, e.g. an uploaded file),
 * its URL and its headers; `undefined` leaves the call to the defaults (the profile, else 404).
 */
export type ApiHandler = (
  body: unknown,
  url: URL,
  headers: Headers,
) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

/** Handlers by 'METHOD /path', e.g. 'POST /api/flight/reprice'. */
export type ApiHandlers = Record<string, ApiHandler>;

export interface MockApiOptions {
  /** Who GET /api/user/getProfile answers as, unless a handler answers it; none: 404 (signed out). */
  profile?: UserProfile | null;
}

/** The card gateway GET /api/getCurrentPaymentGateway answers unless a handler says otherwise. */
export const SANDBOX_GATEWAY = {
  gateway: 'sandbox',
  publicKey: 'pk_test_sandbox',
  tokenUrl: '/sandbox-gateway/v1/tokens',
};

const NOT_FOUND: ApiAnswer = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };

/** A request body as the test reads it: JSON text parsed, anything else (a file) as sent. */
function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
}

const urlOf = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost');

/**
 * Stubs the global fetch: each call goes to the handler of its 'METHOD /path'; the profile is
 * answered with `options.profile` and the card gateway with the sandbox unless a handler says
 * otherwise; anything else is a 404.
 * Returns the mock to read the calls made.
 */
export function mockApi(handlers: ApiHandlers, options: MockApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    let answer = await handlers[`${method} ${url.pathname}`]?.(bodyOf(init), url, new Headers(init?.headers));
    if (!answer && options.profile && url.pathname === '/api/user/getProfile') {
      answer = { body: { data: options.profile } };
    }
    if (!answer && method === 'GET' && url.pathname === '/api/getCurrentPaymentGateway') {
      answer = { body: { data: SANDBOX_GATEWAY } };
    }
    answer ??= NOT_FOUND;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockApi>;

/** The calls made to one path, in order: method, query, body and Idempotency-Key header. */
export function callsTo(fetchMock: FetchMock, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: urlOf(input), init }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({
      method: init?.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(init),
      key: new Headers(init?.headers).get('idempotency-key'),
    }));
}

/** The bodies sent with one method to one path, in order. */
export function bodiesSent(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return callsTo(fetchMock, path)
    .filter((call) => call.method === method)
    .map((call) => call.body);
}
