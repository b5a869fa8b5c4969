import type { Language } from '@travel/contracts';
import type { DbOrTx } from '../db/client';
import { mailRepo } from './mail.repo';
import { renderMail, type MailTemplate } from './templates';
import type { AgencyRow } from '../db/schema';

/** The agency and its own public origin (see agencyOrigin): every link and image in mail points there. */
export interface MailContext {
  agency: AgencyRow;
  /** e.g. 'https://demo.example.com' or 'http://demo.localhost:3000' */
  origin: string;
}

/**
 * The one way the product sends mail: the message is written to the outbox with `db`, which is
 * the transaction of the change that causes it, so a rollback sends nothing and a commit loses
 * nothing. The worker delivers it.
 */
export async function sendMail(
  db: DbOrTx,
  context: MailContext,
  to: string,
  language: Language,
  template: MailTemplate,
) {
  return mailRepo.insert(db, await outboxRow(context, { to, language, template }));
}

/** One message of `sendMails`. */
export interface OutgoingMail {
  to: string;
  language: Language;
  template: MailTemplate;
}

/**
 * Many messages caused by one change (a bulk import's invitations), written to the outbox with
 * `db` like `sendMail`, a batch of rows per statement.
 */
export async function sendMails(db: DbOrTx, context: MailContext, mails: OutgoingMail[]): Promise<void> {
  for (let i = 0; i < mails.length; i += 500) {
    const rows = await Promise.all(mails.slice(i, i + 500).map((mail) => outboxRow(context, mail)));
    await mailRepo.insertMany(db, rows);
  }
}

async function outboxRow(context: MailContext, { to, language, template }: OutgoingMail) {
  const { agency, origin } = context;
  const logoUrl = agency.logo ? new URL(agency.logo, origin).toString() : null;
  const rendered = renderMail(
    template,
    { agencyName: agency.agencyName, logoUrl, primaryColor: agency.primaryColor, siteUrl: origin },
    language,
  );
  const files = 'attachments' in template && template.attachments ? await template.attachments(agency.agencyName) : [];
  const attachments = files.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    contentBase64: file.content.toString('base64'),
  }));
  return { agencyId: agency.id, toAddress: to, template: template.kind, ...rendered, attachments };
}
