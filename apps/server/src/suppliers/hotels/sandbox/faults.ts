import { simulateCall as simulate, type SandboxCallFaults } from '../../shared/simulate-call';
import { HotelSupplierError } from '../errors';
import type { HotelSupplierOperation } from '../port';

/** Faults a configuration, a test or a demo can inject into one sandbox vendor. */
export type SandboxHotelFaults = SandboxCallFaults<HotelSupplierOperation>;

/**
 * Runs an operation as a remote vendor answers it: after the latency, failing when a fault
 * targets it (a vendor down answers 503 at once). A timeout fails after the latency, never hangs.
 */
export function simulateCall<T>(
  vendor: string,
  operation: HotelSupplierOperation,
  latencyMs: number,
  faults: SandboxHotelFaults,
  run: () => Promise<T> | T,
): Promise<T> {
  return simulate(vendor, operation, latencyMs, faults, run, (code, message, status) =>
    status === undefined ? new HotelSupplierError(code, message) : new HotelSupplierError(code, message, { status }),
  );
}
