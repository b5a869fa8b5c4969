import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { loadPlaces } from '../places/places';
import { DbSandboxActivityStore } from './db-sandbox-store';
import type { ActivitySupplier } from './port';
import { SandboxActivitySupplier } from './sandbox/sandbox-activity-supplier';

/**
 * The activity supplier chosen by configuration (ACTIVITY_SUPPLIER): the sandbox experience
 * suppliers, their slots and bookings in the database. A real one (Viator, an OCTO supplier) is
 * another adapter of the same port, added here. The places load on first use.
 */
export function createActivitySupplier(config: Config, db: Db, options: { now?: () => Date } = {}): ActivitySupplier {
  return new SandboxActivitySupplier({
    places: loadPlaces,
    store: new DbSandboxActivityStore(db),
    secret: `${config.APP_SECRET}:sandbox-activities`,
    latencyMs: config.SANDBOX_ACTIVITY_LATENCY_MS,
    faults: config.SANDBOX_ACTIVITY_FAULTS,
    ...(options.now ? { now: options.now } : {}),
  });
}
