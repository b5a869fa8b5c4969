import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agency';

/**
 * An agency's own mail domain: its DKIM key pair (the private key encrypted with a key derived
 * from APP_SECRET, never returned or logged), the sender settings and the last DNS check.
 */
export const mailDomains = pgTable('mail_domains', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  selector: text('selector').notNull(),
  /** base64 DER (SPKI) of the public key, as published in the DKIM record. */
  dkimPublicKey: text('dkim_public_key').notNull(),
  /** AES-256-GCM of the PEM private key: iv.tag.ciphertext, base64url. */
  dkimPrivateKeyEncrypted: text('dkim_private_key_encrypted').notNull(),
  status: text('status', { enum: ['pending', 'verified'] })
    .notNull()
    .default('pending'),
  /** Per purpose (spf, dkim, returnPath): found at the last check. */
  lastCheck: jsonb('last_check').$type<Record<string, boolean>>(),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** The application switched on: mail goes out from the domain once verified. */
  enabled: boolean('enabled').notNull().default(false),
  fromName: text('from_name').notNull().default(''),
  fromLocalPart: text('from_local_part').notNull().default('bookings'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MailDomainRow = typeof mailDomains.$inferSelect;
