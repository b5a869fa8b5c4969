import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { agencyRepo } from './modules/agency/agency.repo';
import { ExchangeService } from './modules/reference/exchange.service';
import { runRatesSet } from './modules/reference/rates.command';
import { openKeyValueStore } from './platform/cache/kv';
import { openDatabase } from './platform/db/client';
import { buildAgency } from './seed/builders';

const AGENCY_ADD_USAGE = `Usage: npm run agency:add -- --code <code> --name <name> [--subdomain <label>] [--domain <host>] [--color <#rrggbb>] [--inactive]

Creates (or updates, by code) an agency on the configured database (DATABASE_URL, else the
embedded one under DATA_DIR). --domain is the exact host of a custom domain (no port).`;

const USAGE = `Usage: node apps/server/dist/cli.js <command> [options]

Commands:
  agency:add   create or update an agency (npm run agency:add -- --help)
  rates:set    store exchange rates per 1 USD (npm run rates:set -- --help)`;

/** `agency:add`: creates or updates an agency by code. Answers the exit code. */
async function addAgency(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
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
    console.log(AGENCY_ADD_USAGE);
    return values.help ? 0 : 1;
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
  return 0;
}

/** `rates:set` on the configured database; the shared store carries the change to running nodes. */
function setRates(args: string[]): Promise<number> {
  return runRatesSet(args, {
    readFile: (path) => readFile(path, 'utf8'),
    print: (line) => console.log(line),
    openExchange: async () => {
      const config = loadConfig();
      const database = await openDatabase(config);
      await database.migrate();
      const kv = await openKeyValueStore(config);
      const exchange = new ExchangeService(database.db, kv);
      return {
        updateRates: (rates) => exchange.updateRates(rates),
        close: async () => {
          await kv.close();
          await database.close();
        },
      };
    },
  });
}

/** Command-line administration: `agency:add`, `rates:set`. */
async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'agency:add') return addAgency(args);
  if (command === 'rates:set') return setRates(args);
  console.log(USAGE);
  return command === '--help' ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
