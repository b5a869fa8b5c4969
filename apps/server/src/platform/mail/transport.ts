import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** Sign with the agency's own domain key (nodemailer's per-message DKIM options). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

/** Where mail goes: an SMTP server, or (outside production) nowhere but the dev mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox' | 'unconfigured';
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailTransport(config: { SMTP_URL?: string | undefined; NODE_ENV: string }): MailTransport {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      send: async (mail) => {
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
