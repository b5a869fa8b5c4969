import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../paths';
import * as schema from '../../platform/db/schema';
import { agencies, checkoutDrafts, users } from '../../platform/db/schema';
import { buildAgency, buildUser } from '../../seed/builders';
import { flightQuoteDetailsSchema } from '../flight/flight-quote';
import { quoteRepo } from './quote.repo';

/** The migrations folder as it was before `tag`: its journal cut there. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quotes-migration-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/**
 * Inserts a builder's row into a database migrated only part way: the columns that exist there
 * (today's schema has columns later migrations add). Answers the new row's id.
 */
async function insertAsOfThen(db: ReturnType<typeof drizzle>, table: Table, values: Record<string, unknown>) {
  const name = getTableName(table);
  const existing = await db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = ${name}`,
  );
  const present = new Set(existing.rows.map((row) => row.column_name));
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => values[key] !== undefined && present.has(column.name),
  );
  const inserted = await db.execute<{ id: string }>(
    sql`insert into ${sql.identifier(name)} (${sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )}) values (${sql.join(
      columns.map(([key, column]) => {
        const value = values[key];
        return column.dataType === 'json' ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`;
      }),
      sql`, `,
    )}) returning id`,
  );
  const [row] = inserted.rows;
  if (!row) throw new Error(`no ${name} row`);
  return row;
}

const OLD_DETAILS = {
  status: 'changed',
  previousTotal: 41_000,
  fareFamilyName: 'Standard',
  conditions: {
    checkedBags: 1,
    carryOn: true,
    seatSelection: 'standard_free',
    changeable: true,
    changeFee: { amount: 5_000, currency: 'EUR' },
    refundable: false,
    cancellationPenalty: null,
  },
  flights: [
    {
      origin: 'LIS',
      destination: 'MAD',
      departureTime: '2026-12-01T08:00',
      arrivalTime: '2026-12-01T10:15',
      arrivalDayOffset: 0,
      duration: 75,
      stops: [],
      cabin: 'Economy',
      airlineCode: 'TP',
      airlineName: 'TAP',
      segments: [],
    },
  ],
  passengers: { adults: 1, children: 0, infants: 0 },
};

describe('migration 0017: quotes of every vertical', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  const scratch = migrationsBefore('0017_quotes_for_every_vertical');

  beforeAll(async () => {
    await migrate(db, { migrationsFolder: scratch });
  }, 60_000);

  afterAll(async () => {
    await client.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('moves the flight quotes and drafts into quotes and checkout_drafts, the fare family into the details', async () => {
    const agency = await insertAsOfThen(db, agencies, buildAgency());
    const user = await insertAsOfThen(db, users, buildUser(agency.id));
    const quoteId = '6f1c2a4e-58a4-4c37-9d55-0a3f3c1d2b10';
    const draftId = '0b7e4b9a-0c55-4bb4-8e1a-6f27a4f0d3c2';
    const expiresAt = new Date('2026-12-01T00:30:00Z');
    await db.execute(sql`
      insert into flight_quotes (id, agency_id, user_id, offer_id, fare_family, currency, exchange_rate,
        supplier_currency, supplier_total, breakdown, markup_type, markup_value, markup_currency, markup_rate,
        refund_protect_percent, details, expires_at)
      values (${quoteId}, ${agency.id}, ${user.id}, 'offer-1', 'Standard', 'EUR', '0.9200000000', 'USD', 43000,
        ${JSON.stringify({ currency: 'EUR', lines: [{ kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 41_500 }], total: 41_500 })}::jsonb,
        'percent', '5.00', 'USD', 0.92, '4.00', ${JSON.stringify(OLD_DETAILS)}::jsonb, ${expiresAt.toISOString()})`);
    await db.execute(
      sql`insert into flight_drafts (id, agency_id, user_id, quote_id) values (${draftId}, ${agency.id}, ${user.id}, ${quoteId})`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const quote = await quoteRepo.findForUser(db, agency.id, user.id, 'flight', quoteId);
    expect(quote).toMatchObject({
      vertical: 'flight',
      offerId: 'offer-1',
      currency: 'EUR',
      exchangeRate: '0.9200000000',
      supplierCurrency: 'USD',
      supplierTotal: 43_000,
      markupType: 'percent',
      markupValue: '5.00',
      markupRate: 0.92,
      refundProtectPercent: '4.00',
      expiresAt,
    });
    expect(flightQuoteDetailsSchema.parse(quote?.details)).toEqual({ ...OLD_DETAILS, fareFamily: 'Standard' });
    const drafts = await db
      .select({ id: checkoutDrafts.id, vertical: checkoutDrafts.vertical, quoteId: checkoutDrafts.quoteId })
      .from(checkoutDrafts);
    expect(drafts).toEqual([{ id: draftId, vertical: 'flight', quoteId }]);
    for (const table of ['flight_quotes', 'flight_drafts']) {
      await expect(db.execute(sql`select count(*) from ${sql.identifier(table)}`)).rejects.toThrow(table);
    }
  });
});
