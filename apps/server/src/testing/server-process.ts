import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';

/** `npm start`'s server (src/main.ts through tsx) in a child process with its own data directory. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** The port it listens on, once its banner is out. */
  port: number;
  stop(): Promise<void>;
}

/** Starts the server and waits for its banner (or its exit, which rejects with the output). */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'travel-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SHUTDOWN_GRACE_SECONDS: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = setInterval(() => {
      const match = /Owner \(marketing landing\): http:\/\/[^:]+:(\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(check);
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { code, output }));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await cleanUp();
    throw error;
  });
  return {
    child,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await cleanUp();
    },
  };
}

/** Runs the server until it exits by itself; answers its exit code and output. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  try {
    const server = await startServer(env, 30_000);
    await server.stop();
    return { code: 0, output: server.output() };
  } catch (error) {
    const { code, output } = error as { code?: number | null; output?: string };
    if (output === undefined) throw error;
    return { code: code ?? null, output };
  }
}

/** An HTTP call to the server on 127.0.0.1 as the browser on `host` would make it. */
export function call(
  port: number,
  host: string,
  options: { method?: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
