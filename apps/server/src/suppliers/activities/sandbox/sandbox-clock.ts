import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The sandbox experience suppliers' clock: the real one, or moved to an instant and ticking on
 * from there. Only tests move it (a browser journey reaching "after the refund's deadline"
 * between a cancellation quote and its confirmation); the booking core keeps the real time.
 */
export class SandboxClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves the clock to `atMs` (it keeps ticking), or back to the real time with null. */
  moveTo(atMs: number | null): void {
    this.offsetMs = atMs === null ? 0 : atMs - Date.now();
  }
}

const clockBodySchema = z.object({ at: z.iso.datetime({ offset: true }).nullable() });

/**
 * POST /sandbox-activities/clock {at}: moves the sandbox suppliers' clock, for the browser
 * journeys only (registered when NODE_ENV is test, never in development or production).
 */
export function sandboxClockRoutes(clock: SandboxClock) {
  return async (app: FastifyInstance) => {
    app.post('/sandbox-activities/clock', { schema: { hide: true } }, async (request, reply) => {
      const parsed = clockBodySchema.safeParse(request.body);
      if (!parsed.success)
        return reply
          .code(400)
          .send({ message: 'Invalid instant', code: 'VALIDATION_FAILED', details: { at: 'Invalid instant' } });
      clock.moveTo(parsed.data.at === null ? null : Date.parse(parsed.data.at));
      return { now: clock.now().toISOString() };
    });
  };
}
