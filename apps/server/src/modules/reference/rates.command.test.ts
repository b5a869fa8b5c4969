import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { seedDemo } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ExchangeService } from './exchange.service';
import { runRatesSet, RATES_SET_USAGE } from './rates.command';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await t.services.exchange.seedMissing();
  dir = await mkdtemp(path.join(tmpdir(), 'travel-rates-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const servedRates = async (): Promise<Record<string, number>> =>
  (await t.request('demo.localhost', { method: 'GET', url: '/api/multi-currency/exchange' })).json().data.rates;

/**
 * Runs the command as the CLI does, as another process would: its own exchange service on the
 * same database and shared store (the in-process store stands in for Redis here).
 */
async function run(args: string[]) {
  const printed: string[] = [];
  let closed = 0;
  const code = await runRatesSet(args, {
    readFile: (file) => readFile(file, 'utf8'),
    print: (line) => printed.push(line),
    openExchange: async () => {
      const exchange = new ExchangeService(t.db, t.kv);
      return { updateRates: (rates) => exchange.updateRates(rates), close: async () => void (closed += 1) };
    },
  });
  return { code, output: printed.join('\n'), closed };
}

describe('rates:set', () => {
  it('stores the rates of a file and of flags (flags win), and the running node serves them at once', async () => {
    const before = await servedRates(); // warms the running node's cache
    expect(before.EUR).not.toBe(0.95);
    const file = path.join(dir, 'rates.json');
    await writeFile(file, JSON.stringify({ EUR: 0.91, GBP: 0.78, CHF: 0.88 }));

    const result = await run(['--file', file, '--rate', 'EUR=0.95', '--rate', 'JPY=151.25']);
    expect(result).toEqual({
      code: 0,
      output: 'Saved 4 rate(s) per 1 USD: CHF 0.88, EUR 0.95, GBP 0.78, JPY 151.25.',
      closed: 1,
    });
    const after = await servedRates();
    expect(after).toMatchObject({ USD: 1, EUR: 0.95, GBP: 0.78, CHF: 0.88, JPY: 151.25 });
    // Currencies not given keep their rate.
    expect(after.BRL).toBe(before.BRL);
    expect(Object.keys(after).length).toBe(Object.keys(before).length);
  });

  it('refuses the whole set, saying every problem, when one rate is wrong; nothing is stored', async () => {
    const before = await servedRates();
    const result = await run(['--rate', 'EUR=0.5', '--rate', 'XYZ=2', '--rate', 'GBP=0', '--rate', 'USD=1.2']);
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      [
        'Rates not saved:',
        '  - XYZ: is not an ISO 4217 currency code (three capitals, e.g. EUR)',
        '  - GBP: must be more than 0',
        '  - USD: is the base currency: its rate stays 1',
      ].join('\n'),
    );
    expect(result.closed).toBe(0);
    expect(await servedRates()).toEqual(before);
  });

  it('refuses a file that is not JSON, or missing, without opening the database', async () => {
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{"EUR": 0.9');
    const notJson = await run(['--file', broken]);
    expect(notJson.code).toBe(1);
    expect(notJson.output).toMatch(/^Rates not saved:\n {2}- .*broken\.json is not valid JSON: /);
    const missing = await run(['--file', path.join(dir, 'nowhere.json')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/cannot read .*nowhere\.json: ENOENT/);
    expect(notJson.closed + missing.closed).toBe(0);
  });

  it('prints its usage with --help, and with no rate or an unknown option fails with it', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, output: RATES_SET_USAGE, closed: 0 });
    expect(await run([])).toEqual({ code: 1, output: RATES_SET_USAGE, closed: 0 });
    const unknown = await run(['--rates', 'EUR=1']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("Unknown option '--rates'");
  });
});

describe('ExchangeService.updateRates', () => {
  it('refuses what the command would refuse, with the field of each problem', async () => {
    const before = await servedRates();
    const refusal = await t.services.exchange.updateRates({ XYZ: 1, EUR: -1, USD: 2 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        'rates.XYZ': 'validation.currency',
        'rates.EUR': 'validation.invalid',
        'rates.USD': 'validation.invalid',
      },
    });
    expect(await servedRates()).toEqual(before);
  });

  it('tells the other nodes through the shared store to drop their cached rates', async () => {
    const otherNode = new ExchangeService(t.db, t.kv);
    await otherNode.start();
    const cached = await otherNode.getRates();
    await t.services.exchange.updateRates({ GBP: 0.7 });
    expect(cached.rates.GBP).not.toBe(0.7);
    expect((await otherNode.getRates()).rates.GBP).toBe(0.7);
  });
});
