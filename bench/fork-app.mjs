// The whole API in its own process (bench/serve.mjs `app`: a fresh embedded database with the
// demo seed), so a load generator does not share its CPU. It tells its port over IPC.
import { fork } from 'node:child_process';
import path from 'node:path';

export function forkApp(args = ['app']) {
  const child = fork(path.join(import.meta.dirname, 'serve.mjs'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message) => resolve({ port: message.port, stop: () => child.kill('SIGTERM') }));
    child.on('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}
