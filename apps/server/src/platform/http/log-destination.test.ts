import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

/**
 * A process that logs `count` lines through the server's destination as fast as it can, then
 * exits at once, in the middle of its writes; what reached its stdout.
 */
function logThenExit(count: number): string[] {
  const script = `
    import pino from 'pino';
    import { logDestination } from ${JSON.stringify(path.join(here, 'log-destination.ts'))};
    const log = pino({ level: 'info' }, logDestination());
    for (let i = 0; i < ${count}; i += 1) log.info({ i, req: { url: '/api/agency' } }, 'request completed');
    process.exit(0);
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(here, '../../..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout.split('\n').filter(Boolean);
}

describe('the log destination (stdout, written asynchronously)', () => {
  it('loses no line when the process exits in the middle of its writes, and cuts none', () => {
    const lines = logThenExit(20_000);
    expect(lines).toHaveLength(20_000);
    const parsed = lines.map((line) => JSON.parse(line) as { i: number; msg: string });
    expect(parsed.map((line) => line.i)).toEqual(Array.from({ length: 20_000 }, (_, i) => i));
    expect(new Set(parsed.map((line) => line.msg))).toEqual(new Set(['request completed']));
  });
});
