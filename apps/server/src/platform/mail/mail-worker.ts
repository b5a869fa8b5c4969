import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { mailRepo } from './mail.repo';
import { MailRejectedError, type MailTransport } from './transport';
import type { MailRow } from '../db/schema';

const MAX_ATTEMPTS = 10;

/** Who an agency's mail is from, when it sends from its own verified domain, and its DKIM key. */
export interface MailSender {
  from: string;
  dkim: { domainName: string; keySelector: string; privateKey: string };
}

/**
 * The sender of an agency's messages, or null for the platform's MAIL_FROM; read with `db`, the
 * delivery's transaction (one connection may be all there is).
 */
export type MailSenderLookup = (db: DbOrTx, agencyId: string) => Promise<MailSender | null>;

/** Next try after a failure: 30 s, 1 min, 2 min… capped at 1 hour; null after the last attempt. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts + 1 >= MAX_ATTEMPTS) return null;
  const delay = Math.min(30_000 * 2 ** attempts, 3_600_000);
  return new Date(now.getTime() + delay);
}

/**
 * Delivers the outbox. Rows are locked while being sent (SKIP LOCKED), so several app nodes can
 * run a worker each without sending a message twice.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly senderOf: MailSenderLookup = async () => null,
  ) {}

  start(intervalMs = 1_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.deliverDue(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends what is due now; returns how many were handled. One run at a time per node. */
  deliverDue(now = new Date()): Promise<number> {
    this.running ??= this.runBatch(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runBatch(now: Date): Promise<number> {
    try {
      return await this.db.transaction(async (tx) => {
        const due = await mailRepo.lockDue(tx, now, 20);
        for (const mail of due) await this.deliver(tx, mail, now);
        return due.length;
      });
    } catch (err) {
      this.log.error({ err }, 'mail delivery batch failed');
      return 0;
    }
  }

  private async deliver(tx: Parameters<Parameters<Db['transaction']>[0]>[0], mail: MailRow, now: Date): Promise<void> {
    try {
      const sender = mail.agencyId ? await this.senderOf(tx, mail.agencyId) : null;
      await this.transport.send({
        from: sender?.from ?? this.from,
        ...(sender ? { dkim: sender.dkim } : {}),
        to: mail.toAddress,
        tag: mail.template,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
      await mailRepo.markSent(tx, mail.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A refused message is final; a failed attempt (down, timed out, rate-limited) is retried.
      const next = err instanceof MailRejectedError ? null : nextAttemptAt(mail.attempts, now);
      await mailRepo.markFailedAttempt(tx, mail.id, message, next);
      this.log.warn(
        { mailId: mail.id, template: mail.template, attempts: mail.attempts + 1, error: message },
        'mail delivery failed',
      );
    }
  }
}
