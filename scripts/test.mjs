// `npm test`: every unit and integration test, the schema-vs-migrations check, then the
// end-to-end journeys in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['npx', ['vitest', 'run']],
  ['node', ['scripts/check-migrations.mjs']],
  ['node', ['scripts/e2e.mjs']],
];
for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
