import { and, eq } from 'drizzle-orm';
import type { SocialProvider } from '@travel/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { socialIdentities, type UserRow, users } from '../../platform/db/schema';

/** Links between a provider's profile and an account; every query filters by agency first. */
export const socialIdentityRepo = {
  /** The account of this agency linked to the profile, or null. */
  async findUser(
    db: DbOrTx,
    agencyId: string,
    provider: SocialProvider,
    providerUserId: string,
  ): Promise<UserRow | null> {
    const [row] = await db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, and(eq(users.id, socialIdentities.userId), eq(users.agencyId, agencyId)))
      .where(
        and(
          eq(socialIdentities.agencyId, agencyId),
          eq(socialIdentities.provider, provider),
          eq(socialIdentities.providerUserId, providerUserId),
        ),
      )
      .limit(1);
    return row?.user ?? null;
  },
  /**
   * Links the profile to the account; a profile already linked keeps its first account (two
   * log-ins finishing at once both try to link).
   */
  async link(
    db: DbOrTx,
    values: { agencyId: string; userId: string; provider: SocialProvider; providerUserId: string },
  ): Promise<void> {
    await db.insert(socialIdentities).values(values).onConflictDoNothing();
  },
};
