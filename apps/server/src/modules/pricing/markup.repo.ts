import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { MarkupSettings } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { markups } from '../../platform/db/schema';

export type MarkupScope = 'agency' | 'client' | 'agent';

function toSettings(row: typeof markups.$inferSelect): MarkupSettings {
  return {
    markupType: row.markupType,
    markupValue: Number(row.markupValue),
    agencyFee: row.agencyFeeAmount,
    currency: row.currency,
  };
}

export const markupRepo = {
  async find(db: DbOrTx, agencyId: string, scope: MarkupScope, userId: string | null): Promise<MarkupSettings | null> {
    const [row] = await db
      .select()
      .from(markups)
      .where(
        and(
          eq(markups.agencyId, agencyId),
          eq(markups.scope, scope),
          userId ? eq(markups.userId, userId) : isNull(markups.userId),
        ),
      )
      .limit(1);
    return row ? toSettings(row) : null;
  },
  /**
   * In one query: the agency's markup and the own markups of a client and of an agent (each null
   * where not set, or when no id is given).
   */
  async layers(
    db: DbOrTx,
    agencyId: string,
    ids: { clientId: string | null; agentId: string | null },
  ): Promise<Record<MarkupScope, MarkupSettings | null>> {
    const own = (scope: 'client' | 'agent', userId: string | null) =>
      userId ? [and(eq(markups.scope, scope), eq(markups.userId, userId))] : [];
    const rows = await db
      .select()
      .from(markups)
      .where(
        and(
          eq(markups.agencyId, agencyId),
          or(
            and(eq(markups.scope, 'agency'), isNull(markups.userId)),
            ...own('client', ids.clientId),
            ...own('agent', ids.agentId),
          ),
        ),
      );
    const of = (scope: MarkupScope) => {
      const row = rows.find((candidate) => candidate.scope === scope);
      return row ? toSettings(row) : null;
    };
    return { agency: of('agency'), client: of('client'), agent: of('agent') };
  },
  async save(
    db: DbOrTx,
    agencyId: string,
    scope: MarkupScope,
    userId: string | null,
    settings: MarkupSettings,
    actorId: string | null,
  ): Promise<void> {
    const values = {
      agencyId,
      scope,
      userId,
      markupType: settings.markupType,
      markupValue: settings.markupValue.toFixed(2),
      agencyFeeAmount: settings.agencyFee,
      currency: settings.currency,
      updatedById: actorId,
    };
    const set = {
      markupType: values.markupType,
      markupValue: values.markupValue,
      agencyFeeAmount: values.agencyFeeAmount,
      currency: values.currency,
      updatedById: actorId,
      updatedAt: new Date(),
    };
    if (scope === 'agency') {
      await db
        .insert(markups)
        .values(values)
        .onConflictDoUpdate({ target: markups.agencyId, targetWhere: sql`${markups.scope} = 'agency'`, set });
    } else {
      await db
        .insert(markups)
        .values(values)
        .onConflictDoUpdate({
          target: [markups.agencyId, markups.userId],
          targetWhere: sql`${markups.scope} <> 'agency'`,
          set,
        });
    }
  },
  async remove(db: DbOrTx, agencyId: string, scope: MarkupScope, userId: string): Promise<void> {
    await db
      .delete(markups)
      .where(and(eq(markups.agencyId, agencyId), eq(markups.scope, scope), eq(markups.userId, userId)));
  },
};
