import type { FastifyInstance } from 'fastify';
import type { TenantResolver } from '../http/tenant';
import type { Db } from '../db/client';
import { addHeaders } from '../http/security-headers';
import { escapeHtml } from '../web/index-html';
import { mailRepo } from './mail.repo';

/**
 * Outside production: what was sent from this agency's site, newest first, so a developer can
 * open a verification link without a mail server.
 */
export function mailboxRoutes(db: Db, resolver: Pick<TenantResolver, 'resolve'>, headers: Record<string, string>) {
  return async (app: FastifyInstance) => {
    addHeaders(app, headers);
    const messagesFor = async (host: string, to: string | undefined) => {
      const agency = await resolver.resolve(host);
      if (!agency) return [];
      const rows = await mailRepo.listForAgency(db, agency.id);
      return rows
        .filter((row) => !to || row.toAddress === to.toLowerCase())
        .map((row) => ({
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          createdAt: row.createdAt.toISOString(),
          status: row.status,
          attachments: row.attachments.map((file) => file.filename),
        }));
    };

    app.get('/dev/mailbox.json', async (request) => {
      const { to } = request.query as { to?: string };
      return messagesFor(request.host, to);
    });

    app.get('/dev/mailbox', async (request, reply) => {
      const { to } = request.query as { to?: string };
      const messages = await messagesFor(request.host, to);
      const items = messages
        .map(
          (
            m,
            index,
          ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}</p>
<iframe title="Message ${index + 1}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(m.html)}"></iframe></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}iframe{width:100%;height:420px;border:1px solid #ccc;border-radius:6px}article{margin-bottom:32px}</style></head><body><h1>Mailbox (${messages.length})</h1>${items || '<p>No messages yet.</p>'}</body></html>`,
        );
    });
  };
}
