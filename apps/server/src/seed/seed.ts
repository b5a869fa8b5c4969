import { and, eq, isNull } from 'drizzle-orm';
import { agencyRepo } from '../modules/agency/agency.repo';
import type { Db } from '../platform/db/client';
import { markupRepo } from '../modules/pricing/markup.repo';
import { coupons, users } from '../platform/db/schema';
import { hashPassword } from '../platform/security/password';
import { buildCoupon, buildUser, buildWalletCredit } from './builders';
import { walletRepo } from '../modules/wallet/wallet.repo';
import { walletSettings } from '../platform/db/schema';
import { DEMO_COUPONS, DEMO_MARKUP, DEMO_PASSWORD, DEMO_USERS, demoAgencies } from './demo-content';

/**
 * Creates or refreshes the demo agencies and users. Idempotent: agencies are upserted by code;
 * users are created once and keep any password they were given later.
 */
export async function seedDemo(db: Db): Promise<void> {
  const definitions = demoAgencies();
  const ids = new Map<string, string>();
  for (const definition of Object.values(definitions)) {
    const row = await agencyRepo.upsertByCode(db, definition);
    ids.set(row.code, row.id);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = DEMO_USERS.map((user) => {
    const agencyId = ids.get(user.agency);
    if (!agencyId) throw new Error(`demo agency ${user.agency} missing`);
    return buildUser(agencyId, {
      email: user.email,
      name: user.name,
      userType: user.userType,
      isRestrictedAgent: user.isRestrictedAgent,
      passwordHash,
    });
  });
  await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: [users.agencyId, users.email] });
  await db
    .insert(coupons)
    .values(DEMO_COUPONS.map((coupon) => buildCoupon(coupon)))
    .onConflictDoNothing({ target: coupons.code });
  // The demo client is the restricted agent's own client (docs/roles.md): the one they may book for.
  const demoId = ids.get('demo');
  if (demoId) {
    const [restricted] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.agencyId, demoId), eq(users.email, 'restricted@demo.test')));
    if (restricted) {
      await db
        .update(users)
        .set({ createdById: restricted.id })
        .where(and(eq(users.agencyId, demoId), eq(users.email, 'client@demo.test'), isNull(users.createdById)));
    }
  }
  if (demoId) await seedDemoWallet(db, demoId);
  // The demo agency sells at 8% over net with a 12.00 fee per booking (unless changed since).
  if (demoId && !(await markupRepo.find(db, demoId, 'agency', null))) {
    await markupRepo.save(db, demoId, 'agency', null, DEMO_MARKUP, null);
  }
}

/**
 * The demo agency has the reward wallet on (2 % of each completed trip) and its demo client has
 * 25.00 EUR of credit earned (once: the movement's reference is fixed).
 */
async function seedDemoWallet(db: Db, agencyId: string): Promise<void> {
  await db.insert(walletSettings).values({ agencyId, enabled: true, earnBasisPoints: 200 }).onConflictDoNothing();
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.email, 'client@demo.test')));
  if (!client) return;
  // The first time only: a wallet the agency switched off later stays off.
  await db.transaction(async (tx) => {
    const credit = buildWalletCredit(agencyId, client.id, { reference: 'demo:welcome-credit' });
    if ((await walletRepo.move(tx, credit)) !== 'moved') return;
    await tx.update(users).set({ isRewardWalletEnabled: true }).where(eq(users.id, client.id));
  });
}
