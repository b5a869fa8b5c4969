import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|code|state|registrationToken)=)[^&]*/gi;
const SECRET_PATH = /(\/invitations\/)[^/?]+/gi;
const INVITATIONS = /\/invitations\//i;

/** A URL fit for the logs: tokens and codes in the path or query are masked. */
export function maskUrl(url: string): string {
  // Most URLs carry neither a query value nor an invitation: nothing to scan.
  if (!url.includes('=') && !INVITATIONS.test(url)) return url;
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** Request fields that reach the logs; headers are left out (cookies and tokens live there). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/** Fields of database errors that carry the values of a query or a row (names, phone numbers...). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'args', 'values', 'body']);
const KEPT_FIELDS = [
  'code',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'routine',
  'statusCode',
  'validationContext',
];

/** A message without the bound values Drizzle appends ("params: ...") or PostgreSQL quotes. */
function scrub(message: string): string {
  const withoutParams = message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  return /^invalid input|^value too long|^invalid byte sequence/.test(withoutParams)
    ? withoutParams.replace(/"[^"]*"/g, '"[redacted]"')
    : withoutParams;
}

/**
 * Errors as they reach the logs: name, message, stack, the database's codes and the cause,
 * never the values bound to a query, a row's detail or a request body: error logs must not
 * print personal data.
 */
export function serializeError(
  error: unknown,
  depth = 0,
): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const message = scrub(error.message);
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const result: { [key: string]: unknown; type: string; message: string; stack: string } = {
    type: error.name,
    message,
    stack: `${error.name}: ${message}${frames >= 0 ? (error.stack ?? '').slice(frames) : ''}`,
  };
  for (const key of KEPT_FIELDS) {
    if (key in fields && !VALUE_FIELDS.has(key) && typeof fields[key] !== 'object') result[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 4) result.cause = serializeError(error.cause, depth + 1);
  return result;
}
