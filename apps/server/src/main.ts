import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openKeyValueStore } from './platform/cache/kv';
import { openDatabase } from './platform/db/client';
import { seedDemoBookings } from './seed/demo-bookings';
import { seedDemo } from './seed/seed';
import { startBanner } from './start-banner';

/**
 * Runs start-up work whose info lines would bury the banner (the demo bookings go through the
 * API; 'Server listening' says what the banner says): left out meanwhile, while warnings and
 * errors still show.
 */
async function withoutInfoLines<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> {
  const level = app.log.level;
  if (level === 'info') app.log.level = 'warn';
  try {
    return await work();
  } finally {
    app.log.level = level;
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config);
  await database.migrate();
  const kv = await openKeyValueStore(config);
  const { app, services } = await buildApp({ config, database, kv });
  await services.exchange.seedMissing();
  if (config.SEED_DEMO) {
    await seedDemo(database.db);
    // Demo bookings go through the API like a browser's; the app works without them.
    await withoutInfoLines(app, () => seedDemoBookings(app, database.db, config.APP_BASE_DOMAIN)).catch(
      (err: unknown) => app.log.error({ err }, 'could not make the demo bookings'),
    );
  }
  services.mail.start();
  services.jobs.start();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await withoutInfoLines(app, () => app.listen({ port: config.PORT, host: config.HOST }));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Last, so the URLs and logins are what the terminal ends with.
  console.log(startBanner(config, port));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
