import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hasControlCharacters, type ErrorBody } from '@travel/contracts';
import { addHeaders } from '../../http/security-headers';
import { escapeHtml } from '../../web/index-html';
import { CardError, type SandboxGateway } from './sandbox-gateway';

const cardSchema = z.object({
  number: z.string().max(30),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(4),
  name: z.string().max(100),
});

/** The gateway's charge ids: anything else (a NUL byte, a path) is no charge of ours. */
const CHARGE_ID = /^ch_[A-Za-z0-9_-]{1,40}$/;

/** Only a path of this site can be returned to after the challenge. */
function safeReturn(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\\]*$/.test(value) && !hasControlCharacters(value) ? value : '/';
}

/** The gateway's errors in the API's one shape: `{ message, code, details }`. */
function invalid(reply: FastifyReply, field: string, message: string) {
  const body: ErrorBody = { message, code: 'VALIDATION_FAILED', details: { [field]: message } };
  return reply.status(400).send(body);
}

function notFound(reply: FastifyReply) {
  const body: ErrorBody = { message: 'No such payment', code: 'NOT_FOUND' };
  return reply.status(404).send(body);
}

/**
 * The sandbox gateway's own endpoints, outside the app's API as a real gateway's would be: the
 * card form posts the card here and gets a token; the 3-D Secure challenge page lives here,
 * never framed (it approves payments) and with a policy that allows only its own form.
 * Request bodies are never logged.
 */
export function sandboxGatewayRoutes(
  gateway: SandboxGateway,
  headers: { page: Record<string, string>; api: Record<string, string> },
) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyFormbody);

    await app.register(async (api) => {
      addHeaders(api, headers.api);
      api.post('/sandbox-gateway/v1/tokens', { schema: { hide: true } }, async (request, reply) => {
        // A card form sends the public key it was given; a wrong one is refused as a real gateway would.
        const { authorization } = request.headers;
        if (authorization !== undefined && authorization !== `Bearer ${gateway.client.publicKey}`) {
          const body: ErrorBody = { message: 'Invalid public key', code: 'UNAUTHORIZED' };
          return reply.status(401).send(body);
        }
        const parsed = cardSchema.safeParse(request.body);
        if (!parsed.success) return invalid(reply, 'number', 'Invalid card');
        try {
          return await gateway.tokenize(parsed.data);
        } catch (error) {
          if (error instanceof CardError) return invalid(reply, error.field, `Invalid card ${error.field}`);
          throw error;
        }
      });
    });

    await app.register(async (pages) => {
      addHeaders(pages, headers.page);
      pages.get('/sandbox-gateway/challenge/:chargeId', { schema: { hide: true } }, async (request, reply) => {
        const { chargeId } = request.params as { chargeId: string };
        if (!CHARGE_ID.test(chargeId)) return notFound(reply);
        const back = safeReturn((request.query as { return?: string }).return);
        const form = (outcome: string, label: string) =>
          `<form method="post" action="/sandbox-gateway/challenge/${escapeHtml(chargeId)}"><input type="hidden" name="outcome" value="${outcome}"><input type="hidden" name="return" value="${escapeHtml(back)}"><button type="submit">${label}</button></form>`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 16px}button{font-size:16px;padding:10px 18px;margin:6px 0;width:100%}</style></head><body><main><h1>3-D Secure check</h1><p>Your bank asks you to confirm this payment.</p>${form('approve', 'Approve payment')}${form('fail', 'Fail authentication')}</main></body></html>`,
          );
      });

      pages.post('/sandbox-gateway/challenge/:chargeId', { schema: { hide: true } }, async (request, reply) => {
        const { chargeId } = request.params as { chargeId: string };
        if (!CHARGE_ID.test(chargeId)) return notFound(reply);
        const body = (request.body ?? {}) as { outcome?: string; return?: string };
        const approved = body.outcome === 'approve';
        await gateway.completeChallenge(chargeId, approved);
        const back = safeReturn(body.return);
        return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}challenge=${approved ? 'approved' : 'failed'}`);
      });
    });
  };
}
