import { setTimeout as sleep } from 'node:timers/promises';
import { HotelSupplierError, HotelSupplierErrorCode as Code } from '../errors';
import type { HotelSupplierOperation } from '../port';

/** Faults a configuration, a test or a demo can inject into one sandbox vendor. */
export interface SandboxHotelFaults {
  /** The vendor is down: every call fails at once with UPSTREAM_ERROR, details.status 503 (no latency). */
  down?: boolean;
  /** Operations that fail with TIMEOUT after the latency. */
  timeout?: readonly HotelSupplierOperation[];
  /** Operations that fail with UPSTREAM_ERROR after the latency. */
  error?: readonly HotelSupplierOperation[];
}

/**
 * Runs an operation as a remote vendor answers it: after the latency, failing when a fault
 * targets it. A timeout fails after the latency, never hangs.
 */
export async function simulateCall<T>(
  vendor: string,
  operation: HotelSupplierOperation,
  latencyMs: number,
  faults: SandboxHotelFaults,
  run: () => Promise<T> | T,
): Promise<T> {
  if (faults.down) {
    throw new HotelSupplierError(Code.UPSTREAM_ERROR, `${vendor} is unavailable (503)`, { status: 503 });
  }
  if (latencyMs > 0) await sleep(latencyMs);
  if (faults.timeout?.includes(operation)) {
    throw new HotelSupplierError(Code.TIMEOUT, `${vendor} ${operation} timed out after ${latencyMs} ms`);
  }
  if (faults.error?.includes(operation)) {
    throw new HotelSupplierError(Code.UPSTREAM_ERROR, `${vendor} ${operation} failed (injected fault)`);
  }
  return run();
}
