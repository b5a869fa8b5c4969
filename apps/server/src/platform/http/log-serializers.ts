import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|code|state|registrationToken)=)[^&]*/gi;
const SECRET_PATH = /(\/invitations\/)[^/?]+/gi;

/** A URL fit for the logs: tokens and codes in the path or query are masked. */
export function maskUrl(url: string): string {
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
