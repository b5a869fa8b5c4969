import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { loadPlaces } from '../places/places';
import { DbSandboxCarStore } from './db-sandbox-store';
import type { CarSupplier } from './port';
import { SandboxCarSupplier } from './sandbox/sandbox-car-supplier';

/**
 * The car rental supplier chosen by configuration (CAR_SUPPLIER): the sandbox rental companies,
 * their fleets and reservations in the database. A real broker (CarTrawler, Expedia Rapid Cars)
 * is another adapter of the same port, added here. The places load on first use.
 */
export function createCarSupplier(config: Config, db: Db, options: { now?: () => Date } = {}): CarSupplier {
  return new SandboxCarSupplier({
    places: loadPlaces,
    store: new DbSandboxCarStore(db),
    secret: `${config.APP_SECRET}:sandbox-cars`,
    latencyMs: config.SANDBOX_CAR_LATENCY_MS,
    faults: config.SANDBOX_CAR_FAULTS,
    ...(options.now ? { now: options.now } : {}),
  });
}
