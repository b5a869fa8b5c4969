import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { proposals, users, type ProposalRow } from '../../platform/db/schema';

export const proposalRepo = {
  async insert(db: Db, row: typeof proposals.$inferInsert): Promise<ProposalRow> {
    const [inserted] = await db.insert(proposals).values(row).returning();
    if (!inserted) throw new Error('proposal not inserted');
    return inserted;
  },

  /** The agency's proposal with its agent's name, or null (another agency's is not found). */
  async find(db: Db, agencyId: string, id: string): Promise<{ proposal: ProposalRow; agentName: string } | null> {
    const [row] = await db
      .select({ proposal: proposals, agentName: users.name })
      .from(proposals)
      .innerJoin(users, eq(users.id, proposals.agentId))
      .where(and(eq(proposals.id, id), eq(proposals.agencyId, agencyId)));
    return row ?? null;
  },

  /** A sent proposal becomes viewed the first time its client opens it. */
  async markViewed(db: Db, id: string, now: Date): Promise<void> {
    await db
      .update(proposals)
      .set({ status: 'viewed', viewedAt: now, updatedAt: now })
      .where(and(eq(proposals.id, id), eq(proposals.status, 'sent')));
  },
};
