import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client';

/** Liveness and readiness for load balancers; outside the tenant and the API prefix. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' };
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
}
