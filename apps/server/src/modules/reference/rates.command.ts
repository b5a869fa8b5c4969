import { parseArgs } from 'node:util';
import type { ExchangeRates } from '@travel/contracts';
import { checkRateTable, parseRateFlags, parseRatesFile, type RateTable } from './rate-table';

export const RATES_SET_USAGE = `Usage: npm run rates:set -- [--file <rates.json>] [--rate <CODE>=<rate> ...]

Stores exchange rates as units of each currency per 1 USD, on the configured database
(DATABASE_URL, else the embedded one under DATA_DIR: stop the server first, it takes one process
at a time). --file is a JSON object such as {"EUR": 0.92, "GBP": 0.79}; each --rate adds or
overrides one currency. Currencies not given keep their rate; USD is the base and stays 1.
With REDIS_URL, running nodes drop their cached rates at once; without it, within a minute.`;

/** What the command needs from the outside world, so a test can give its own. */
export interface RatesCommandDeps {
  readFile(path: string): Promise<string>;
  print(line: string): void;
  /** Opens the database and the shared store; answers the rates writer and how to close both. */
  openExchange(): Promise<{ updateRates(rates: RateTable): Promise<ExchangeRates>; close(): Promise<void> }>;
}

async function readRatesFile(path: string, deps: RatesCommandDeps) {
  try {
    return parseRatesFile(path, await deps.readFile(path));
  } catch (error) {
    return {
      entries: {},
      problems: [`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

/** `rates:set`: reads the rates from a file and flags, checks them all, stores them. Answers the exit code. */
export async function runRatesSet(args: string[], deps: RatesCommandDeps): Promise<number> {
  let values: { file?: string | undefined; rate?: string[] | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        file: { type: 'string' },
        rate: { type: 'string', multiple: true },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    deps.print(`${error instanceof Error ? error.message : String(error)}\n\n${RATES_SET_USAGE}`);
    return 1;
  }
  if (values.help) {
    deps.print(RATES_SET_USAGE);
    return 0;
  }
  if (!values.file && !values.rate?.length) {
    deps.print(RATES_SET_USAGE);
    return 1;
  }

  const fromFile = values.file ? await readRatesFile(values.file, deps) : { entries: {}, problems: [] };
  const fromFlags = parseRateFlags(values.rate ?? []);
  const checked = checkRateTable({ ...fromFile.entries, ...fromFlags.entries });
  const problems = [...fromFile.problems, ...fromFlags.problems, ...checked.problems];
  if (problems.length > 0 || !checked.rates) {
    deps.print(['Rates not saved:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    return 1;
  }

  const exchange = await deps.openExchange();
  try {
    const stored = await exchange.updateRates(checked.rates);
    const saved = Object.keys(checked.rates)
      .sort()
      .map((code) => `${code} ${stored.rates[code]}`);
    deps.print(`Saved ${saved.length} rate(s) per 1 USD: ${saved.join(', ')}.`);
    return 0;
  } finally {
    await exchange.close();
  }
}
