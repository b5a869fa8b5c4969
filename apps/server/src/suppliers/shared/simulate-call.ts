import { setTimeout as sleep } from 'node:timers/promises';
import { SupplierError, SupplierErrorCode } from '../booking-port';

/** Faults a configuration, a test or a demo can inject into one sandbox supplier or vendor. */
export interface SandboxCallFaults<Op extends string> {
  /** Down: every call fails at once with UPSTREAM_ERROR (503), without the latency. */
  down?: boolean;
  /** Operations that fail with TIMEOUT after the latency. */
  timeout?: readonly Op[];
  /** Operations that fail with UPSTREAM_ERROR after the latency. */
  error?: readonly Op[];
}

/** How a supplier raises its outage errors (its own SupplierError subclass, with the HTTP status when down). */
export type OutageError = (
  code: typeof SupplierErrorCode.TIMEOUT | typeof SupplierErrorCode.UPSTREAM_ERROR,
  message: string,
  status?: number,
) => Error;

const supplierError: OutageError = (code, message) => new SupplierError(code, message);

/**
 * Runs an operation as a remote supplier answers it (every sandbox: flights, hotels, cars):
 * after the latency, failing when a fault targets it. A timeout fails after the latency, never hangs.
 */
export async function simulateCall<Op extends string, T>(
  name: string,
  operation: Op,
  latencyMs: number,
  faults: SandboxCallFaults<Op>,
  run: () => Promise<T> | T,
  fail: OutageError = supplierError,
): Promise<T> {
  if (faults.down) throw fail(SupplierErrorCode.UPSTREAM_ERROR, `${name} is unavailable (503)`, 503);
  if (latencyMs > 0) await sleep(latencyMs);
  if (faults.timeout?.includes(operation))
    throw fail(SupplierErrorCode.TIMEOUT, `${name} ${operation} timed out after ${latencyMs} ms`);
  if (faults.error?.includes(operation))
    throw fail(SupplierErrorCode.UPSTREAM_ERROR, `${name} ${operation} failed (injected fault)`);
  return run();
}
