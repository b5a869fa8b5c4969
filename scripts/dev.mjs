// Development: the API (restarted on change) on :3000 and Vite with hot reload on :5173, which
// proxies /api, /media and /flags to the API. Open http://demo.localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    // Links in mail point at Vite's port, where the developer's browser is.
    env: { ...process.env, PORT: process.env.PORT ?? '3000', PUBLIC_PORT: process.env.PUBLIC_PORT ?? '5173' },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
