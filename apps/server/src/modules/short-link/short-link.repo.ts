import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AgencyShortUrlsQuery } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { shortLinks, users, type ShortLinkRow } from '../../platform/db/schema';

export type ShortLinkCounter = 'clicks' | 'searches' | 'bookings';

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** Only this file touches the short_links table; every query starts from the agency. */
export const shortLinkRepo = {
  async insert(
    db: DbOrTx,
    row: { agencyId: string; createdById: string; code: string; path: string; type: ShortLinkRow['type'] },
  ): Promise<ShortLinkRow> {
    const [inserted] = await db.insert(shortLinks).values(row).returning();
    if (!inserted) throw new Error('short link not inserted');
    return inserted;
  },

  async findByCode(db: DbOrTx, agencyId: string, code: string): Promise<ShortLinkRow | null> {
    const [row] = await db
      .select()
      .from(shortLinks)
      .where(and(eq(shortLinks.agencyId, agencyId), eq(shortLinks.code, code)));
    return row ?? null;
  },

  async codeExists(db: DbOrTx, code: string): Promise<boolean> {
    const [row] = await db.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.code, code));
    return row !== undefined;
  },

  /** Adds one to a counter of a link of the agency; false when it is gone. */
  async increment(db: DbOrTx, agencyId: string, id: string, counter: ShortLinkCounter): Promise<boolean> {
    const column = shortLinks[counter];
    const rows = await db
      .update(shortLinks)
      .set({ [counter]: sql`${column} + 1` })
      .where(and(eq(shortLinks.agencyId, agencyId), eq(shortLinks.id, id)))
      .returning({ id: shortLinks.id });
    return rows.length > 0;
  },

  /** A page of the agency's links, or of one agent's when `madeBy` is given (a restricted agent). */
  async page(db: DbOrTx, agencyId: string, query: AgencyShortUrlsQuery, madeBy: string | null = null) {
    const conditions: SQL[] = [eq(shortLinks.agencyId, agencyId)];
    if (madeBy) conditions.push(eq(shortLinks.createdById, madeBy));
    if (query.type !== 'all') conditions.push(eq(shortLinks.type, query.type));
    if (query.startDate) conditions.push(gte(shortLinks.createdAt, new Date(`${query.startDate}T00:00:00Z`)));
    if (query.endDate) conditions.push(lt(shortLinks.createdAt, nextDay(query.endDate)));
    if (query.search) {
      const pattern = likeText(query.search);
      const matches = or(ilike(shortLinks.path, pattern), ilike(shortLinks.code, pattern), ilike(users.name, pattern));
      if (matches) conditions.push(matches);
    }
    const where = and(...conditions);
    const rows = await db
      .select({ link: shortLinks, agentName: users.name })
      .from(shortLinks)
      .leftJoin(users, eq(users.id, shortLinks.createdById))
      .where(where)
      .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id))
      .offset(query.offSet)
      .limit(query.limit);
    const [total] = await db
      .select({ value: count() })
      .from(shortLinks)
      .leftJoin(users, eq(users.id, shortLinks.createdById))
      .where(where);
    return { rows, total: total?.value ?? 0 };
  },

  async remove(db: DbOrTx, agencyId: string, id: string, madeBy: string | null = null): Promise<boolean> {
    const rows = await db
      .delete(shortLinks)
      .where(
        and(
          eq(shortLinks.agencyId, agencyId),
          eq(shortLinks.id, id),
          ...(madeBy ? [eq(shortLinks.createdById, madeBy)] : []),
        ),
      )
      .returning({ id: shortLinks.id });
    return rows.length > 0;
  },
};
