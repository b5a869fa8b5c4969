import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { agencyRepo } from './modules/agency/agency.repo';
import { openDatabase } from './platform/db/client';
import { buildAgency } from './seed/builders';

const USAGE = `Usage: npm run agency:add -- --code <code> --name <name> [--subdomain <label>] [--domain <host>] [--color <#rrggbb>] [--inactive]

Creates (or updates, by code) an agency on the configured database (DATABASE_URL, else the
embedded one under DATA_DIR). --domain is the exact host of a custom domain (no port).`;

/** Command-line administration: `add-agency`. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      subdomain: { type: 'string' },
      domain: { type: 'string' },
      color: { type: 'string' },
      inactive: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.code || !values.name) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  if (values.color && !/^#[0-9a-fA-F]{6}$/.test(values.color)) throw new Error('--color must look like #0b7285');
  const database = await openDatabase(loadConfig());
  await database.migrate();
  const row = await agencyRepo.upsertByCode(
    database.db,
    buildAgency({
      code: values.code,
      agencyName: values.name,
      subdomain: values.subdomain?.toLowerCase() ?? null,
      customDomain: values.domain?.toLowerCase() ?? null,
      status: values.inactive ? 'inactive' : 'Active',
      ...(values.color ? { primaryColor: values.color } : {}),
    }),
  );
  console.log(
    `Agency ${row.code} (${row.id}) saved: subdomain ${row.subdomain ?? '-'}, custom domain ${row.customDomain ?? '-'}.`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
