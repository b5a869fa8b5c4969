import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SandboxClock, sandboxClockRoutes } from './sandbox-clock';

describe('the sandbox activity clock', () => {
  it('runs on the real time until moved, ticks on from where it was moved, and goes back', () => {
    const clock = new SandboxClock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    const later = Date.now() + 25 * 3_600_000;
    clock.moveTo(later);
    expect(Math.abs(clock.now().getTime() - later)).toBeLessThan(50);
    clock.moveTo(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });

  it('is moved by POST /sandbox-activities/clock, and refuses what is not an instant with 400', async () => {
    const clock = new SandboxClock();
    const app = Fastify();
    await app.register(sandboxClockRoutes(clock));
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const moved = await app.inject({ method: 'POST', url: '/sandbox-activities/clock', payload: { at } });
    expect(moved.statusCode).toBe(200);
    expect(Math.abs(clock.now().getTime() - Date.parse(at))).toBeLessThan(1_000);
    const bad = await app.inject({ method: 'POST', url: '/sandbox-activities/clock', payload: { at: 'tomorrow' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { at: 'Invalid instant' } });
    const back = await app.inject({ method: 'POST', url: '/sandbox-activities/clock', payload: { at: null } });
    expect(back.statusCode).toBe(200);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    await app.close();
  });
});
