import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

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
 * key taken and is refused, so it never books or charges twice. A failed call frees its key.
 */
export async function idempotent<T>(
  db: Db,
  scope: { agencyId: string; userId: string; call: string; key: string; body: unknown },
  run: () => Promise<T>,
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
    if (existing.status === 'in_progress') throw new AppError('CONFLICT');
    return existing.responseBody as T;
  }
  try {
    const result = await run();
    await db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: 200, responseBody: result as unknown })
      .where(where);
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
