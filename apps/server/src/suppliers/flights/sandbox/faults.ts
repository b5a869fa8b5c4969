import { simulateCall as simulate } from '../../shared/simulate-call';
import { FlightSupplierError, type FlightSupplierOperation } from '../port';

/** Faults a test or demo can inject into the sandbox. */
export interface SandboxFaults {
  /** Operations that fail with TIMEOUT, after the configured latency. */
  timeout?: FlightSupplierOperation[];
  /** Operations that fail with UPSTREAM_ERROR, after the configured latency. */
  error?: FlightSupplierOperation[];
  /** Every reprice (and booking) finds a changed price. */
  forcePriceChange?: boolean;
  /** Every reprice finds the offer sold out, and every booking fails with SOLD_OUT. */
  forceSoldOut?: boolean;
}

/**
 * Runs an operation as a remote supplier would answer it: after the latency, failing when a
 * fault targets it. A timeout fails after the latency, never hangs.
 */
export function simulateCall<T>(
  operation: FlightSupplierOperation,
  latencyMs: number,
  faults: SandboxFaults,
  run: () => Promise<T> | T,
): Promise<T> {
  return simulate(
    'sandbox',
    operation,
    latencyMs,
    faults,
    run,
    (code, message) => new FlightSupplierError(code, message),
  );
}
