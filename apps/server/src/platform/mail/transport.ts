import nodemailer from 'nodemailer';
import { createMailgunTransport, type MailgunOptions } from './mailgun-transport';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** Sign with the agency's own domain key (nodemailer's per-message DKIM options). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  /** The template's name (verify-email), a tag where the service keeps them (Mailgun's o:tag). */
  tag?: string;
}

/** Where mail goes: an SMTP server, Mailgun's HTTP API, or (outside production) the dev mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailgun' | 'mailbox' | 'unconfigured';
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The message itself was refused (a bad address, too big): trying again cannot help, so the
 * worker marks it failed at once. Any other error is retried.
 */
export class MailRejectedError extends Error {
  override readonly name = 'MailRejectedError';
}

export interface MailTransportConfig {
  NODE_ENV: string;
  MAIL_TRANSPORT?: 'builtin' | 'mailgun';
  SMTP_URL?: string | undefined;
  MAILGUN_API_KEY?: string | undefined;
  MAILGUN_DOMAIN?: string | undefined;
  MAILGUN_API_URL?: string;
  MAILGUN_TIMEOUT_MS?: number;
}

/** The transport configuration chooses; the built-in one (SMTP or the dev mailbox) by default. */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (config.MAIL_TRANSPORT === 'mailgun') return createMailgunTransport(mailgunOptions(config));
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      send: async ({ tag: _tag, ...mail }) => {
        await transporter.sendMail(mail);
      },
    };
  }
  if (config.NODE_ENV !== 'production') {
    // Delivered means readable at /dev/mailbox, where a developer clicks the links.
    return { kind: 'mailbox', send: async () => undefined };
  }
  return {
    kind: 'unconfigured',
    send: async () => {
      throw new Error('SMTP_URL is not set: the message waits in the outbox');
    },
  };
}

function mailgunOptions(config: MailTransportConfig): MailgunOptions {
  // parseConfig already refuses MAIL_TRANSPORT=mailgun without them.
  if (!config.MAILGUN_API_KEY || !config.MAILGUN_DOMAIN)
    throw new Error('MAILGUN_API_KEY and MAILGUN_DOMAIN are required when MAIL_TRANSPORT is mailgun');
  return {
    apiKey: config.MAILGUN_API_KEY,
    domain: config.MAILGUN_DOMAIN,
    apiUrl: config.MAILGUN_API_URL ?? 'https://api.mailgun.net',
    timeoutMs: config.MAILGUN_TIMEOUT_MS ?? 15_000,
  };
}
