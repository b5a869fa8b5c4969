// Seeds the demo agency of a bench server with `total` bookings of every vertical for the
// back-office bench: the demo's real bookings (made through the API: flights, hotels, cars,
// activities) copied in SQL with new references, made over the last year for trips up to 8 months
// after booking, over 2,000 clients
// and the agency's agents, each paid booking with its charge.
import { sql } from 'drizzle-orm';

export async function seedBookings({ app, database, config }, total) {
  const { seedDemoBookings } = await import('../apps/server/src/seed/demo-bookings.ts');
  const db = database.db;
  await seedDemoBookings(app, db, config.APP_BASE_DOMAIN);
  const started = performance.now();
  const found = await db.execute(sql`select id from agencies where code = 'demo'`);
  // PGlite answers { rows }, postgres.js the rows themselves.
  const agencyId = (found.rows ?? found)[0].id;
  await db.execute(sql`
    insert into users (agency_id, email, name, user_type, created_at)
    select ${agencyId}, 'bench-client-' || n || '@example.test', 'Bench Client ' || n, 'Client',
           now() - (n % 365) * interval '1 day'
    from generate_series(1, 2000) as n`);
  const batch = 10_000;
  for (let from = 0; from < total; from += batch) {
    const to = Math.min(total, from + batch) - 1;
    await db.execute(sql`
      with templates as (
        select b.*, row_number() over (order by b.reference_number) - 1 as k, count(*) over () as m
        from bookings b where b.agency_id = ${agencyId} and b.reference_number not like '%-B%'
      ),
      clients as (
        select id, row_number() over (order by email) - 1 as k from users
        where agency_id = ${agencyId} and email like 'bench-client-%'
      ),
      agents as (
        select id, row_number() over (order by email) - 1 as k, count(*) over () as m from users
        where agency_id = ${agencyId} and user_type <> 'Client'
      )
      insert into bookings (agency_id, user_id, created_by_id, vertical, reference_number, status, supplier,
        supplier_reference, currency, total_amount, breakdown, details, travel_date, is_refund_protected,
        created_at, updated_at)
      select t.agency_id, c.id, a.id, t.vertical, t.reference_number || '-B' || n, t.status, t.supplier,
        case when t.supplier_reference is null then null else t.supplier_reference || '-B' || n end,
        t.currency, t.total_amount, t.breakdown, t.details,
        -- Trips spread as an agency's are: from the day of booking to about 8 months on.
        case when t.travel_date is null then null
             else (now() - (n % 365) * interval '1 day')::date + (n * 7919 % 240) end,
        t.is_refund_protected,
        now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute',
        now() - (n % 365) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as n
      join templates t on t.k = n % t.m
      join clients c on c.k = n % 2000
      join agents a on a.k = n % a.m`);
  }
  await db.execute(sql`
    insert into payments (agency_id, booking_id, user_id, kind, status, amount, currency, gateway, card_brand, card_last4, created_at)
    select agency_id, id, user_id, 'charge', 'succeeded', total_amount, currency, 'sandbox', 'visa', '4242', created_at
    from bookings where agency_id = ${agencyId} and reference_number like '%-B%' and status in ('confirmed', 'ticketed')`);
  // As autovacuum would have by then: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze bookings`);
  await db.execute(sql`vacuum analyze payments`);
  await db.execute(sql`analyze users`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  process.stderr.write(`  seeded ${total} bookings in ${seconds} s\n`);
}
