import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { DbSandboxHotelStore } from './db-sandbox-store';
import type { HotelSupplier } from './port';
import { loadHotelWorld } from './sandbox/hotel-world';
import { SandboxHotelSupplier } from './sandbox/sandbox-hotel-supplier';

/**
 * The hotel vendors chosen by configuration (HOTEL_SUPPLIERS), in order, each with its latency
 * and faults. The sandbox vendors share one world of hotels and one inventory in the database.
 * A real vendor (Hotelbeds, Expedia Rapid) is another adapter of the same port, added here.
 * Nothing loads until a vendor is first asked (the places and hotels load on first use).
 */
export function createHotelSuppliers(config: Config, db: Db, options: { now?: () => Date } = {}): HotelSupplier[] {
  const store = new DbSandboxHotelStore(db);
  return config.HOTEL_SUPPLIERS.map(
    (vendor) =>
      new SandboxHotelSupplier({
        vendor,
        world: loadHotelWorld,
        store,
        secret: `${config.APP_SECRET}:sandbox-hotels`,
        latencyMs: config.SANDBOX_HOTEL_LATENCY_MS[vendor],
        faults: config.SANDBOX_HOTEL_FAULTS[vendor] ?? {},
        ...(options.now ? { now: options.now } : {}),
      }),
  );
}
