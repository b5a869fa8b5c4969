import type { FastifyInstance } from 'fastify';
import { pickLanguage, translateMessage } from '@travel/contracts';
import type { Database } from '../../platform/db/client';
import { RETRY_AFTER_SECONDS } from '../../platform/http/error-handler';

/** Readiness answers within this, whatever the database does (load balancers time out too). */
export const READY_WITHIN_MS = 800;

/** Liveness and readiness for load balancers; outside the tenant and the API prefix. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
      });
      try {
        await Promise.race([database.ping(), late]);
        return { status: 'ready' };
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable',
            message: translateMessage('error.SERVICE_UNAVAILABLE', pickLanguage(request.headers['accept-language'])),
            code: 'SERVICE_UNAVAILABLE',
          });
      } finally {
        clearTimeout(timer);
      }
    });
  };
}
