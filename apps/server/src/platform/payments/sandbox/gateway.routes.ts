import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../web/index-html';
import { CardError, type SandboxGateway } from './sandbox-gateway';

const cardSchema = z.object({
  number: z.string().max(30),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(4),
  name: z.string().max(100),
});

/** Only a path of this site can be returned to after the challenge. */
function safeReturn(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * The sandbox gateway's own endpoints, outside the app's API as a real gateway's would be: the
 * card form posts the card here and gets a token; the 3-D Secure challenge page lives here.
 * Request bodies are never logged.
 */
export function sandboxGatewayRoutes(gateway: SandboxGateway) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyFormbody);

    app.post('/sandbox-gateway/v1/tokens', async (request, reply) => {
      const parsed = cardSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ message: 'Invalid card', field: 'number' });
      try {
        return await gateway.tokenize(parsed.data);
      } catch (error) {
        if (error instanceof CardError)
          return reply.status(400).send({ message: `Invalid card ${error.field}`, field: error.field });
        throw error;
      }
    });

    app.get('/sandbox-gateway/challenge/:chargeId', async (request, reply) => {
      const { chargeId } = request.params as { chargeId: string };
      const back = safeReturn((request.query as { return?: string }).return);
      const form = (outcome: string, label: string) =>
        `<form method="post" action="/sandbox-gateway/challenge/${escapeHtml(encodeURIComponent(chargeId))}"><input type="hidden" name="outcome" value="${outcome}"><input type="hidden" name="return" value="${escapeHtml(back)}"><button type="submit">${label}</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 16px}button{font-size:16px;padding:10px 18px;margin:6px 0;width:100%}</style></head><body><h1>3-D Secure check</h1><p>Your bank asks you to confirm this payment.</p>${form('approve', 'Approve payment')}${form('fail', 'Fail authentication')}</body></html>`,
        );
    });

    app.post('/sandbox-gateway/challenge/:chargeId', async (request, reply) => {
      const { chargeId } = request.params as { chargeId: string };
      const body = (request.body ?? {}) as { outcome?: string; return?: string };
      const approved = body.outcome === 'approve';
      await gateway.completeChallenge(chargeId, approved);
      const back = safeReturn(body.return);
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}challenge=${approved ? 'approved' : 'failed'}`);
    });
  };
}
