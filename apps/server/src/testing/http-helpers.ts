import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_REQUEST_HEADER } from '@travel/contracts';
import { expect } from 'vitest';
import { DEMO, withCookie } from './auth-helpers';
import type { TestApp } from './test-app';

/** Calls the API on `host` as the holder of `token` (or anonymously with null). */
export function api(t: TestApp, token: string | null, options: InjectOptions, host = DEMO) {
  // As the app's API client sends it: the header that proves the call comes from the agency's pages.
  const sent = { ...options, headers: { [API_REQUEST_HEADER]: 'fetch', ...options.headers } };
  return t.request(host, token ? withCookie(token, sent) : sent);
}

/** POST `url` with `{ referenceNumber }`, as the agency screens and the trip pages do. */
export function postReference(t: TestApp, token: string | null, url: string, referenceNumber: string, host = DEMO) {
  return api(t, token, { method: 'POST', url, payload: { referenceNumber } }, host);
}

/** Asserts an error answer: its status, code and (when given) message and field details. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  extra: { message?: string; details?: Record<string, string> } = {},
): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  if (extra.message !== undefined) expect(body.message).toBe(extra.message);
  if (extra.details !== undefined) expect(body.details).toEqual(extra.details);
}
