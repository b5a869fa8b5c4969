import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** A file sent with a message (a hotel voucher), its bytes in base64: kept with the message until delivered. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * The mail outbox: a message is written here in the same transaction as the change that causes
 * it, then delivered by the mail worker, retried with backoff until it goes or gives up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Template name, for tests and support (e.g. 'verify-email'). */
    template: text('template').notNull(),
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_agency').on(t.agencyId, t.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
