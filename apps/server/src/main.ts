import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openKeyValueStore } from './platform/cache/kv';
import { openDatabase } from './platform/db/client';
import { seedDemoBookings } from './seed/demo-bookings';
import { seedDemo } from './seed/seed';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-content';

function demoBanner(config: Config, port: number): string {
  const base = config.APP_BASE_DOMAIN;
  const url = (sub?: string) => `http://${sub ? `${sub}.` : ''}${base}:${port}`;
  return [
    '',
    'Travel platform is running.',
    `  Owner (marketing landing): ${url()}`,
    `  Demo agency:               ${url('demo')}`,
    `  Coastal agency:            ${url('coastal')}`,
    `  Inactive agency:           ${url('inactive')}`,
    `  API docs:                  ${url('demo')}/api/docs`,
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map(
      (user) =>
        `  ${user.email.padEnd(22)} ${user.userType}${user.isRestrictedAgent ? ' (restricted)' : ''} on ${user.agency}`,
    ),
    '',
  ].join('\n');
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
    await seedDemoBookings(app, database.db, config.APP_BASE_DOMAIN).catch((err: unknown) =>
      app.log.error({ err }, 'could not make the demo bookings'),
    );
  }
  services.mail.start();

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

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(demoBanner(config, port));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
