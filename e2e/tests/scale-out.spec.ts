import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { cardWhoseReprice, inDays } from '../support/flights';
import { DEMO_PASSWORD } from '../support/helpers';

/**
 * Scale-out, proven (issue 16): three app nodes on one PostgreSQL and one Redis behind HAProxy,
 * round-robin on every request with no sticky sessions. A client's journey hops nodes on every
 * call, a node is killed in the middle of it, and what one node changes every node sees.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const JOB = 'payment-reconciliation';
const JOB_PERIOD_MS = 15_000;

/** The cluster's own database beside the journeys' one (its name with `_cluster`). */
function clusterDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_cluster_${process.pid}`;
  return url.toString();
}

interface NodeAnswer {
  status: number;
  body: { data?: Record<string, unknown> } & Record<string, unknown>;
  cookie: string;
}

/** A call straight to one node (not through the load balancer), as the demo agency's host. */
function callNode(port: number, method: string, path: string, cookie = '', body?: unknown): Promise<NodeAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: 'demo.localhost',
          cookie,
          'x-requested-with': 'fetch',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as NodeAnswer['body']) : {},
            cookie: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; '),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const askNode = async (port: number, path: string, cookie: string) =>
  (await callNode(port, 'GET', path, cookie)).status;

async function postgresReachable(url: string): Promise<boolean> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

test.describe('scale-out: three nodes behind HAProxy', () => {
  const databaseUrl = clusterDatabaseUrl();
  let cluster: Cluster | null = null;
  let sql: ReturnType<typeof postgres> | null = null;
  let jobRunsAtStart = 0;
  let startedAt = 0;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The cluster needs a PostgreSQL server (PGlite is one process). CI always has one.
    const reachable = await postgresReachable(databaseUrl);
    if (!reachable && isCi) throw new Error(`no PostgreSQL at ${databaseUrl}`);
    test.skip(!reachable, `no PostgreSQL server for the cluster at ${databaseUrl}`);
    cluster = await startCluster({
      count: 3,
      build: false,
      databaseUrl,
      env: { NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMITS: 'false' },
      log: () => undefined,
    });
    sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [row] = await sql<{ runs: number }[]>`select runs from job_leases where name = ${JOB}`;
    jobRunsAtStart = row?.runs ?? 0;
    startedAt = Date.now();
  });

  test.afterAll(async () => {
    await sql?.end({ timeout: 1 });
    await cluster?.stop();
    if (cluster) {
      const admin = new URL(databaseUrl);
      const name = admin.pathname.slice(1);
      admin.pathname = '/postgres';
      const drop = postgres(admin.toString(), { max: 1, onnotice: () => {} });
      await drop.unsafe(`drop database if exists "${name}" with (force)`);
      await drop.end();
    }
  });

  test('a client books and pays a flight with 3-D Secure while a node dies, searches hotels, cars and activities across nodes, and a log-out reaches every node', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    if (!cluster || !sql) throw new Error('no cluster');
    const { url, nodes } = cluster;
    const served: Array<{ method: string; path: string; node: string }> = [];
    // Every call to the API and the payment gateway (assets and images the browser keeps, replaying their headers).
    page.on('response', (response) => {
      const node = response.headers()['x-served-by'];
      const path = new URL(response.url()).pathname;
      if (node && /^\/(api|sandbox-gateway)\//.test(path))
        served.push({ method: response.request().method(), path, node });
    });

    // Log in: the session is the database's, whichever node answers next.
    await page.goto(url('demo', '/login'));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('client@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();

    // Search, price, book: each call to the next node.
    await page.goto(url('demo', '/booknow/flights/search'));
    await page.getByRole('combobox', { name: 'From' }).fill('Lisbon');
    await page.getByRole('option', { name: /^LIS/ }).click();
    await page.getByRole('combobox', { name: 'To' }).fill('New York');
    await page.getByRole('option', { name: /^JFK/ }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('results-count')).toContainText('flights found', { timeout: 30_000 });
    const card = await cardWhoseReprice(page, 'unchanged');
    await card.getByRole('button', { name: /^Select/ }).click();
    await page.getByRole('dialog', { name: 'Flight details' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?quote=/);
    const traveller = page.getByRole('group', { name: /^Traveler 1/ });
    await traveller.getByRole('textbox', { name: 'Given names' }).fill('Marta');
    await traveller.getByRole('textbox', { name: 'Family name' }).fill('Nodes');
    await traveller.getByRole('textbox', { name: 'Date of birth' }).fill('1988-02-14');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('marta.nodes@example.test');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 000');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/Your seats are held under booking/)).toBeVisible();
    const reference = new URL(page.url()).searchParams.get('booking') ?? '';
    expect(reference).toMatch(/^FL[A-Z0-9]{8}$/);
    const apiNodes = new Set(served.filter((s) => s.path.startsWith('/api/')).map((s) => s.node));
    expect([...apiNodes].sort()).toEqual(['node1', 'node2', 'node3']);

    // A node dies (SIGKILL, no goodbye) in the middle of the journey.
    const victim = nodes[1];
    if (!victim) throw new Error('no second node');
    const exited = new Promise((resolve) => victim.child.once('exit', resolve));
    victim.kill('SIGKILL');
    await exited;
    // Answers it gave before it died may still be on their way to the page.
    await page.waitForTimeout(500);
    const afterKill = served.length;

    // Pay with the card that asks for 3-D Secure: the challenge is answered on another node.
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Marta Nodes');
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4000000000003220');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/confirmation\?referenceNumber=/);
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    const sincekill = served.slice(afterKill);
    expect(sincekill.length).toBeGreaterThan(0);
    expect(sincekill.filter((s) => s.node === victim.name)).toEqual([]);
    // The payment, its 3-D Secure challenge (shown, answered) and the return: spread over both nodes left.
    const paymentSteps = sincekill.filter(
      (s) => s.path === '/api/flight/payment' || s.path.startsWith('/sandbox-gateway/challenge/'),
    );
    expect(paymentSteps.map((s) => `${s.method} ${s.path.replace(/ch_[\w-]+$/, 'ch_')}`)).toEqual([
      'POST /api/flight/payment',
      'GET /sandbox-gateway/challenge/ch_',
      'POST /sandbox-gateway/challenge/ch_',
      'POST /api/flight/payment',
    ]);
    expect(new Set(paymentSteps.map((s) => s.node)).size).toBe(2);

    // Nothing lost, nothing doubled: one booking, one successful charge.
    const bookings = await sql<{ id: string; status: string }[]>`
      select id, status from bookings where reference_number = ${reference}`;
    expect(bookings).toHaveLength(1);
    const charges = await sql<{ count: string }[]>`
      select count(*)::text as count from payments
      where booking_id = ${bookings[0]?.id ?? ''} and kind = 'charge' and status = 'succeeded'`;
    expect(charges[0]?.count).toBe('1');

    // The trip, and its cancellation, on whichever nodes are left.
    await page.goto(url('demo', '/mytrip'));
    const trip = page.getByRole('article', { name: new RegExp(reference) });
    await expect(trip.getByText('Confirmed')).toBeVisible();
    await trip.getByRole('link', { name: `View details of ${reference}` }).click();
    await page.getByRole('button', { name: 'Get cancellation quote' }).click();
    await expect(page.getByText('Penalty')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Confirm cancellation' })
      .click();
    await expect(page.getByText('Flight cancelled successfully')).toBeVisible();

    // A hotel search: its polls are answered by different nodes from the shared storage.
    await page.goto(
      url(
        'demo',
        `/booknow/hotels/search?place=c-pt-lisboa-lisbon&checkIn=${inDays(45)}&checkOut=${inDays(47)}&room=2&nationality=PT`,
      ),
    );
    await expect(page.getByTestId('results-count')).toContainText('hotels', { timeout: 30_000 });
    await expect(page.getByTestId('search-progress')).toHaveText('', { timeout: 30_000 });
    const pollNodes = new Set(served.filter((s) => s.path === '/api/v2/hotel/searchasync/search').map((s) => s.node));
    expect([...pollNodes].sort()).toEqual(['node1', 'node3']);

    // Car and activity searches asked again on the next nodes: every node gives the same answer
    // (the suppliers' worlds are deterministic and their inventory is in the shared database).
    const askTwice = (path: string, body: unknown) =>
      page.evaluate(
        async ({ path, body }) => {
          const answers: Array<{ status: number; node: string | null; text: string }> = [];
          for (let turn = 0; turn < 2; turn += 1) {
            const response = await fetch(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
              body: JSON.stringify(body),
            });
            answers.push({
              status: response.status,
              node: response.headers.get('x-served-by'),
              text: await response.text(),
            });
          }
          return answers;
        },
        { path, body },
      );
    const cars = await askTwice('/api/car-rental/availableCars', {
      location: { value: 'a-lis' },
      pickUpDateTime: `${inDays(30)}T10:00`,
      returnDateTime: `${inDays(33)}T10:00`,
      age: 30,
      countryOfResidence: 'PT',
      currency: 'EUR',
    });
    const activities = await askTwice('/api/activities/search', {
      selectedLocation: { destinationId: 'c-pt-lisboa-lisbon' },
      filterItem: { sortOrder: 'PRICE_LOW_TO_HIGH' },
      offset: 0,
      limit: 50,
      currency: 'EUR',
    });
    for (const [first, second] of [cars, activities]) {
      expect(first?.status, first?.text.slice(0, 300)).toBe(200);
      expect(second?.status).toBe(200);
      expect(first?.node).not.toBe(second?.node);
    }
    const carOffers = cars.map(({ text }) => {
      const { data } = JSON.parse(text) as { data: { totalCars: number } };
      return data.totalCars;
    });
    expect(carOffers[0]).toBeGreaterThan(0);
    expect(carOffers[1]).toBe(carOffers[0]);
    const products = activities.map(({ text }) => {
      const { data } = JSON.parse(text) as { data: { products: Array<{ productCode: string }> } };
      return data.products.map((product) => product.productCode).join(',');
    });
    expect(products[0]).not.toBe('');
    expect(products[1]).toBe(products[0]);

    // A log-out on one node: every node refuses the session at once.
    const cookie = (await page.context().cookies())
      .filter((c) => c.domain.includes('localhost'))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const live = nodes.filter((node) => node !== victim);
    for (const node of live) expect(await askNode(node.port, '/api/user/getProfile', cookie)).toBe(200);
    const loggedOut = await page.evaluate(async () => {
      const response = await fetch('/api/user/logout', { method: 'POST', headers: { 'x-requested-with': 'fetch' } });
      return response.status;
    });
    expect(loggedOut).toBe(200);
    const refusedWithin = Date.now() + 1_000;
    for (const node of live) expect(await askNode(node.port, '/api/user/getProfile', cookie)).toBe(401);
    expect(Date.now()).toBeLessThanOrEqual(refusedWithin);

    // The reconciliation job ran once per period across the cluster, not once per node (3 nodes
    // each running it would count three times as many): watched over at least four periods.
    const watchedMs = 4 * JOB_PERIOD_MS - (Date.now() - startedAt);
    if (watchedMs > 0) await page.waitForTimeout(watchedMs);
    const [row] = await sql<{ runs: number }[]>`select runs from job_leases where name = ${JOB}`;
    const periods = (Date.now() - startedAt) / JOB_PERIOD_MS;
    const runs = (row?.runs ?? 0) - jobRunsAtStart;
    expect(runs).toBeGreaterThanOrEqual(Math.floor(periods) - 1);
    expect(runs).toBeLessThanOrEqual(Math.ceil(periods) + 1);
    // The jobs of longer periods (retention: hourly; hold expiry: 5 minutes) ran exactly once on
    // this fresh database since the three nodes started, not once per node.
    const longJobs = await sql<{ name: string; runs: number }[]>`
      select name, runs from job_leases
      where name in ('idempotency-key-retention', 'session-and-token-retention', 'quote-and-draft-retention',
                     'hotel-search-retention', 'hold-expiry')
      order by name`;
    expect(longJobs.map(({ name, runs }) => `${name}: ${runs}`)).toEqual([
      'hold-expiry: 1',
      'hotel-search-retention: 1',
      'idempotency-key-retention: 1',
      'quote-and-draft-retention: 1',
      'session-and-token-retention: 1',
    ]);
  });

  test("the owner's change to the agency's site, a deactivated user and new exchange rates, each made in one place, are what every node serves within a second", async () => {
    if (!cluster) throw new Error('no cluster');
    const live = cluster.nodes.filter((node) => node.child.exitCode === null && node.child.signalCode === null);
    expect(live.length).toBeGreaterThanOrEqual(2);
    const [first, ...others] = live;
    if (!first) throw new Error('no live node');
    // Every node has the agency cached from the journey's calls.
    for (const node of live) expect((await callNode(node.port, 'GET', '/api/agency')).status).toBe(200);
    const login = await callNode(first.port, 'POST', '/api/user/login', '', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const email = `desk-${Date.now()}@bluehorizon.example`;
    const changed = await callNode(first.port, 'PATCH', '/api/agency', login.cookie, { contactEmailId: email });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const seenBy = Date.now() + 1_000;
    for (const node of others)
      await expect
        .poll(async () => (await callNode(node.port, 'GET', '/api/agency')).body.data?.contactEmailId, {
          timeout: 1_000,
          intervals: [50],
        })
        .toBe(email);
    expect(Date.now()).toBeLessThanOrEqual(seenBy);

    // A user deactivated on one node is refused by every node within a second.
    const restricted = await callNode(others[0]?.port ?? first.port, 'POST', '/api/user/login', '', {
      email: 'restricted@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(restricted.status).toBe(200);
    for (const node of live) expect(await askNode(node.port, '/api/user/getProfile', restricted.cookie)).toBe(200);
    const profile = await callNode(first.port, 'GET', '/api/user/getProfile', restricted.cookie);
    const userId = String(profile.body.data?._id ?? profile.body.data?.id);
    const deactivated = await callNode(first.port, 'POST', '/api/user/updateUserActiveStatus', login.cookie, {
      userId,
      status: 'inactive',
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const refusedBy = Date.now() + 1_000;
    for (const node of live) expect(await askNode(node.port, '/api/user/getProfile', restricted.cookie)).toBe(401);
    expect(Date.now()).toBeLessThanOrEqual(refusedBy);

    // Exchange rates stored by `rates:set` (another process, on the same PostgreSQL and Redis)
    // replace what every node had cached within a second.
    const rateOf = async (port: number) =>
      ((await callNode(port, 'GET', '/api/multi-currency/exchange')).body.data?.rates as Record<string, number>)?.EUR;
    const before = await rateOf(first.port);
    for (const node of live) expect(await rateOf(node.port)).toBe(before);
    const rate = before === 0.8123 ? 0.8124 : 0.8123;
    const command = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'rates:set', '--rate', `EUR=${rate}`], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL },
      encoding: 'utf8',
    });
    expect(command.status, command.stderr).toBe(0);
    const ratesSeenBy = Date.now() + 1_000;
    for (const node of live) await expect.poll(() => rateOf(node.port), { timeout: 1_000, intervals: [50] }).toBe(rate);
    expect(Date.now()).toBeLessThanOrEqual(ratesSeenBy);
  });
});
