import { createHash } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * How long a key stays `in_progress` before a retry may take it over: longer than any call
 * takes, short enough that a key left behind by an outage (its clean-up failed with the
 * database) does not refuse the customer for ever.
 */
export const IN_PROGRESS_LEASE_SECONDS = 30;

/** How long answered keys are kept for replay before the retention job deletes them. */
export const KEY_RETENTION_HOURS = 24;

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The `Idempotency-Key` header of a booking or payment call (required). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key)) throw AppError.invalid('Idempotency-Key', 'validation.required');
  return key;
}

/**
 * Runs a call once per key: the first answer is stored and the same key with the same body gets
 * it again; the same key with another body is refused (409); a concurrent duplicate finds the
 * key taken and is refused, so it never books or charges twice. A failed call frees its key; a
 * key whose call never finished (the node or the database went away) is taken over by a retry
 * once its lease has run out, and the call runs again: booking and payment are safe to repeat
 * (the supplier's and the gateway's own idempotency, and the settlement of earlier charges).
 */
export async function idempotent<T>(
  db: Db,
  scope: { agencyId: string; userId: string; call: string; key: string; body: unknown },
  run: (attempt: { resumed: boolean }) => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256').update(canonical(scope.body)).digest('hex');
  const where = and(
    eq(idempotencyKeys.agencyId, scope.agencyId),
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.scope, scope.call),
    eq(idempotencyKeys.key, scope.key),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ agencyId: scope.agencyId, userId: scope.userId, scope: scope.call, key: scope.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!existing || existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (existing.status === 'done') return existing.responseBody as T;
    // In progress: refused while its lease holds; past it, one retry takes the key over.
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          where,
          eq(idempotencyKeys.status, 'in_progress'),
          lt(idempotencyKeys.createdAt, sql`now() - ${`${IN_PROGRESS_LEASE_SECONDS} seconds`}::interval`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new AppError('CONFLICT');
  }
  const resumed = claimed.length === 0;
  try {
    const result = await run({ resumed });
    await db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: 200, responseBody: result as unknown })
      .where(where);
    return result;
  } catch (error) {
    // When this fails too (the database is out), the lease frees the key; the call's own error is the answer.
    await db
      .delete(idempotencyKeys)
      .where(where)
      .catch(() => undefined);
    throw error;
  }
}

/** Retention: answered keys past their replay window, and keys left in progress as long. */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      or(
        lt(idempotencyKeys.createdAt, sql`now() - ${`${KEY_RETENTION_HOURS} hours`}::interval`),
        and(eq(idempotencyKeys.status, 'in_progress'), lt(idempotencyKeys.createdAt, sql`now() - interval '1 hour'`)),
      ),
    );
}
