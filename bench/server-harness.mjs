// Builds the real app from its TypeScript sources (run with `node --import tsx`) for
// benchmarks: embedded database (or BENCH_DATABASE_URL), demo seed, production settings.
/**
 * The app built from source (tsx), on a fresh PGlite in `dataDir`, seeded with the demo. Silent
 * unless `logLevel` is given (`null`: the shipped default, as users run it).
 */
export async function createServerForBench(dataDir, { logLevel = 'silent' } = {}) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { parseConfig } = await import('../apps/server/src/config.ts');
  const { openPglite, openPostgres } = await import('../apps/server/src/platform/db/client.ts');
  const { createMemoryStore } = await import('../apps/server/src/platform/cache/kv.ts');
  const { seedDemo } = await import('../apps/server/src/seed/seed.ts');
  const config = parseConfig({
    NODE_ENV: 'production',
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    DATA_DIR: dataDir,
    APP_SECRET: 'benchmark-secret-0123456789abcdefghijklmnop',
    // One node with its counters in process, as the harness runs it.
    SINGLE_NODE: 'true',
    // The car search bench times the server, not the sandbox rental companies' simulated answer time.
    SANDBOX_CAR_LATENCY_MS: '0',
    SANDBOX_ACTIVITY_LATENCY_MS: '0',
  });
  const database = process.env.BENCH_DATABASE_URL
    ? await openPostgres(process.env.BENCH_DATABASE_URL)
    : await openPglite({ dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const { app, services } = await buildApp({ config, database, kv: createMemoryStore(), serveWeb: false });
  await services.exchange.seedMissing();
  return { app, services, config, database, close: () => app.close() };
}
