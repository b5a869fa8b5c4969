import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { DbOrderStore } from './db-order-store';
import type { FlightSupplier } from './port';
import { SandboxFlightSupplier } from './sandbox/sandbox-flight-supplier';

/**
 * The flight supplier chosen by configuration. The sandbox is one provider among others: a real
 * one (Duffel, a GDS) is another adapter of the same port, added here.
 */
export function createFlightSupplier(config: Config, db: Db): FlightSupplier {
  switch (config.FLIGHT_SUPPLIER) {
    case 'sandbox':
      return new SandboxFlightSupplier({
        secret: `${config.APP_SECRET}:sandbox-flights`,
        orders: new DbOrderStore(db),
        latencyMs: config.SANDBOX_FLIGHT_LATENCY_MS,
      });
  }
}
