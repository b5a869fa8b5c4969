import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of its own in a temporary directory, on a free port, that a test or a
 * drill may stop and start at will: the machine's shared server is never touched. Needs the
 * PostgreSQL server binaries (initdb, pg_ctl: Debian's postgresql package); as root they run
 * as the `postgres` user, which initdb requires.
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function binDir(): Promise<string> {
  const { stdout } = await run('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1']).catch(() => ({
    stdout: '',
  }));
  const dir = stdout.trim();
  if (!dir) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql');
  return dir;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = await binDir();
  const root = await mkdtemp(path.join(tmpdir(), 'travel-pg-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(root, 0o777);
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () => {
    await as('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  };
  await start();
  await run(path.join(bin, 'psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-qc',
    'create database travel',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/travel`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
