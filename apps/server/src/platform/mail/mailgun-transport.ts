import nodemailer from 'nodemailer';
import { MailRejectedError, type MailTransport, type OutgoingMail } from './transport';

/** Where and how to reach Mailgun. */
export interface MailgunOptions {
  /** The private API key: sent as basic auth `api:<key>`, never logged nor put in an error. */
  apiKey: string;
  /** The Mailgun sending domain: /v3/<domain>/messages. */
  domain: string;
  /** https://api.mailgun.net (US) or https://api.eu.mailgun.net (EU); a local server in tests. */
  apiUrl: string;
  /** An attempt that takes longer fails, and the worker tries again later. */
  timeoutMs: number;
}

/** Statuses that say the message itself is wrong (bad parameters, too large): not retried. */
const REJECTED = new Set([400, 413]);

/** nodemailer as a MIME builder only: it signs with the agency's DKIM key and sends nothing. */
const mimeBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true });

/**
 * Mailgun's HTTP API (POST /v3/<domain>/messages, multipart form). A message of an agency's own
 * verified domain is built here as MIME, DKIM-signed with the agency's key as the SMTP path does,
 * and posted to /messages.mime, so the signature stays the agency's. Mailgun answers
 * `{ id, message }` when it queues a message and `{ message }` when it refuses one.
 */
export function createMailgunTransport(options: MailgunOptions): MailTransport {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/v3/${encodeURIComponent(options.domain)}`;
  const authorization = `Basic ${Buffer.from(`api:${options.apiKey}`).toString('base64')}`;

  return {
    kind: 'mailgun',
    async send(mail) {
      const [path, form] = mail.dkim ? ['/messages.mime', await mimeForm(mail)] : ['/messages', partsForm(mail)];
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (res.ok) return;
      const reason = `Mailgun answered ${res.status}: ${await refusal(res)}`;
      throw REJECTED.has(res.status) ? new MailRejectedError(reason) : new Error(reason);
    },
  };
}

/** The message in parts: Mailgun builds the MIME. */
function partsForm(mail: OutgoingMail): FormData {
  const form = new FormData();
  form.append('from', mail.from);
  form.append('to', mail.to);
  form.append('subject', mail.subject);
  form.append('text', mail.text);
  form.append('html', mail.html);
  if (mail.tag) form.append('o:tag', mail.tag);
  for (const file of mail.attachments ?? [])
    form.append('attachment', new Blob([file.content], { type: file.contentType }), file.filename);
  return form;
}

/** The message as signed MIME (the recipients go beside it, as Mailgun asks). */
async function mimeForm(mail: OutgoingMail): Promise<FormData> {
  const { tag, ...message } = mail;
  const built = (await mimeBuilder.sendMail(message)).message;
  if (!Buffer.isBuffer(built)) throw new Error('the MIME builder gave a stream, not a buffer');
  const form = new FormData();
  form.append('to', mail.to);
  if (tag) form.append('o:tag', tag);
  form.append('message', new Blob([built], { type: 'message/rfc822' }), 'message.mime');
  return form;
}

/** Mailgun's `{ message }`, else the start of whatever came back. */
async function refusal(res: Response): Promise<string> {
  const body = await res.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
      return parsed.message;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  return body.slice(0, 200) || res.statusText;
}
