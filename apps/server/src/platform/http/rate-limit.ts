import type { FastifyInstance } from 'fastify';
import type { KeyValueStore } from '../cache/kv';
import { AppError } from './app-error';

/** How often one caller may use a route: `max` calls in `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Limits the routes that declare `config.rateLimit` (the ones that send mail or codes) per
 * agency and caller: the signed-in user, else the IP. Counters live in the shared key-value
 * store, so every app node counts the same calls. Runs after the permission check, so a caller
 * refused anyway spends nothing.
 */
export function registerRateLimits(api: FastifyInstance, kv: KeyValueStore): void {
  // A callback hook: the many routes without a limit pass without a promise.
  api.addHook('preValidation', (request, _reply, done) => {
    const limit = request.routeOptions.config.rateLimit;
    if (!limit || request.is404) {
      done();
      return;
    }
    const caller = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    const key = `rate:${request.method}:${request.routeOptions.url}:${request.agency?.id ?? '-'}:${caller}`;
    kv.increment(key, limit.windowSeconds).then(
      (count) =>
        done(count > limit.max ? new AppError('RATE_LIMITED', { message: 'error.tooManyRequests' }) : undefined),
      done,
    );
  });
}
