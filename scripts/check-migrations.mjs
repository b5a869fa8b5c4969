// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates
// into a scratch copy of the migrations folder, and any new file means a migration is missing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server');
const scratch = mkdtempSync(path.join(tmpdir(), 'travel-migrations-'));
const out = path.join(scratch, 'drizzle');
cpSync(path.join(server, 'drizzle'), out, { recursive: true });
const config = path.join(scratch, 'drizzle.config.mjs');
writeFileSync(
  config,
  `export default { dialect: 'postgresql', schema: './src/platform/db/schema/index.ts', out: ${JSON.stringify(path.relative(server, out))} };\n`,
);
const before = readdirSync(out).filter((f) => f.endsWith('.sql')).length;
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'drift_check'], {
  cwd: server,
  encoding: 'utf8',
});
const after = readdirSync(out).filter((f) => f.endsWith('.sql')).length;
rmSync(scratch, { recursive: true, force: true });
const output = `${result.stdout}${result.stderr}`;
// drizzle-kit can exit 0 on errors: require one of its two normal outcomes.
if (result.status !== 0 || !/No schema changes|migration file/i.test(output)) {
  console.error(output);
  process.exit(1);
}
if (after !== before) {
  console.error('The schema has changes with no migration. Run `npm run db:generate` and commit the result.');
  process.exit(1);
}
console.log('Schema and migrations agree.');
