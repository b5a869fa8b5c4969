// `npm run cluster`: the app as several stateless nodes behind a real load balancer, on one
// PostgreSQL and one Redis. Builds once, starts N nodes (default 3; `--nodes 2`), puts HAProxy
// from Debian's packages in front (installed when missing; round-robin on every request, no
// sticky sessions, health checks on /readyz) and prints the URL. Ctrl-C stops everything it
// started. Also imported by the scale-out journey and the bench (startCluster).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/travel_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The HAProxy binary, installed from Debian's packages when missing. */
export function haproxyBinary() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy 2>/dev/null'], { encoding: 'utf8' });
  const existing = found.stdout.trim().split('\n')[0];
  if (existing) return existing;
  console.log('Installing HAProxy from Debian packages...');
  const asRoot = process.getuid?.() === 0;
  const install = (args) => spawnSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit' });
  install(['apt-get', 'update', '-qq']);
  if (install(['apt-get', 'install', '-y', '-qq', 'haproxy']).status !== 0)
    throw new Error('could not install haproxy (apt-get install -y haproxy)');
  return '/usr/sbin/haproxy';
}

/** Creates the database of DATABASE_URL when it does not exist yet (the server migrates it). */
async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 as found from pg_database where datname = ${name}`;
    if (!row) await sql.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await sql.end();
  }
}

/** The load balancer's configuration: round-robin per request, health checks every half second. */
export function haproxyConfig({ port, nodes }) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A loaded node answers its health check late, not never: only a refused connection (or 2 s
    // of silence) takes it out, so a busy machine does not empty the pool.
    '  timeout check 2s',
    // A request that could not reach a node (refused: it died) goes to another; nothing sent twice.
    // No idle connections kept to the nodes, so a dead node is a refused connection, not a lost request.
    '  http-reuse never',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
    ...nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`),
    '',
  ].join('\n');
}

function waitForOutput(child, text, name, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${name}: not ready within ${timeoutMs} ms\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(text)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}\n${output}`));
    });
  });
}

async function waitForUrl(url, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `count` app nodes on one PostgreSQL and Redis and HAProxy in front of them. The first
 * node migrates and seeds before the others start (each start is idempotent, but one at a time
 * keeps the log readable). Returns the URL builder, the nodes (each can be killed) and stop().
 */
export async function startCluster({
  count = 3,
  port,
  databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
  build = true,
  env = {},
  log = console.log,
} = {}) {
  if (build && spawnSync('npm', ['run', 'build:quiet'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
  const haproxy = haproxyBinary();
  await ensureDatabase(databaseUrl);
  const publicPort = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-cluster-'));
  const nodes = [];
  let balancer = null;

  const stop = async () => {
    const exits = [...nodes.map((node) => node.child), balancer]
      .filter((child) => child && child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve)));
    balancer?.kill('SIGTERM');
    for (const node of nodes) node.child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    for (const node of nodes) node.child.kill('SIGKILL');
    balancer?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    for (let index = 1; index <= count; index += 1) {
      const name = `node${index}`;
      const nodePort = await freePort();
      const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: process.env.NODE_ENV ?? 'development',
          PORT: String(nodePort),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          DATA_DIR: path.join(dataDir, name),
          TRUST_PROXY: 'true',
          PUBLIC_PORT: String(publicPort),
          NODE_NAME: name,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          ...env,
        },
      });
      const node = {
        name,
        port: nodePort,
        child,
        /** Kills the node's process (SIGKILL by default: no goodbye). */
        kill: (signal = 'SIGKILL') => child.kill(signal),
      };
      nodes.push(node);
      await waitForOutput(child, 'is running', name);
      log(`  ${name} on 127.0.0.1:${nodePort}`);
    }
    const configFile = path.join(dataDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port: publicPort, nodes }));
    balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForUrl(`http://127.0.0.1:${publicPort}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port: publicPort,
    /** An agency's (or the owner's, with null) URL through the load balancer. */
    url: (subdomain = null, pathname = '/') =>
      `http://${subdomain ? `${subdomain}.` : ''}localhost:${publicPort}${pathname}`,
    nodes,
    stop,
  };
}

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(argument('nodes', '3'));
  const port = argument('port', undefined);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    console.error('--nodes must be 1 to 16');
    process.exit(2);
  }
  console.log(`Starting ${count} app nodes behind HAProxy...`);
  const cluster = await startCluster({ count, port: port ? Number(port) : undefined });
  console.log(
    [
      '',
      `Load balancer: ${cluster.url('demo')}  (owner site: ${cluster.url()})`,
      `Nodes: ${cluster.nodes.map((node) => `${node.name} :${node.port}`).join(', ')} (each answer names its node in X-Served-By)`,
      'Press Ctrl-C to stop them all.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
