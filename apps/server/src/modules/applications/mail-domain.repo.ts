import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { agencies, mailDomains, type MailDomainRow } from '../../platform/db/schema';

type NewMailDomain = Pick<
  MailDomainRow,
  'agencyId' | 'domain' | 'selector' | 'dkimPublicKey' | 'dkimPrivateKeyEncrypted'
>;
type MailDomainChange = Partial<
  Pick<MailDomainRow, 'status' | 'lastCheck' | 'checkedAt' | 'verifiedAt' | 'enabled' | 'fromName' | 'fromLocalPart'>
>;

/** Only this file touches mail_domains: one row per agency. */
export const mailDomainRepo = {
  async find(db: DbOrTx, agencyId: string): Promise<MailDomainRow | null> {
    const [row] = await db.select().from(mailDomains).where(eq(mailDomains.agencyId, agencyId));
    return row ?? null;
  },

  /** Inserts the agency's domain; null when it already has one. */
  async insert(db: DbOrTx, row: NewMailDomain): Promise<MailDomainRow | null> {
    const [inserted] = await db.insert(mailDomains).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async update(db: DbOrTx, agencyId: string, change: MailDomainChange): Promise<MailDomainRow | null> {
    const [row] = await db.update(mailDomains).set(change).where(eq(mailDomains.agencyId, agencyId)).returning();
    return row ?? null;
  },

  async remove(db: DbOrTx, agencyId: string): Promise<boolean> {
    const rows = await db
      .delete(mailDomains)
      .where(eq(mailDomains.agencyId, agencyId))
      .returning({ agencyId: mailDomains.agencyId });
    return rows.length > 0;
  },

  /** The domain an agency's mail is sent from now (switched on and verified), with its name. */
  async activeSender(db: DbOrTx, agencyId: string) {
    const [row] = await db
      .select({ domain: mailDomains, agencyName: agencies.agencyName })
      .from(mailDomains)
      .innerJoin(agencies, eq(agencies.id, mailDomains.agencyId))
      .where(eq(mailDomains.agencyId, agencyId));
    return row && row.domain.enabled && row.domain.status === 'verified' ? row : null;
  },
};
