import { describe, expect, it } from 'vitest';
import { FlightSupplierErrorCode as Code, isFlightSupplierError } from '../port';
import { createSandbox, searchRequest, slice } from './test-support';

const REQUEST = searchRequest([slice('LIS', 'MAD', '2026-12-10')]);

describe('sandbox faults', () => {
  it('fails a targeted operation with TIMEOUT after the latency instead of hanging', async () => {
    const { supplier } = createSandbox({ latencyMs: 5, faults: { timeout: ['search'] } });
    const error = await supplier.search(REQUEST).catch((e: unknown) => e);
    expect(isFlightSupplierError(error, Code.TIMEOUT)).toBe(true);
  });

  it('fails a targeted operation with UPSTREAM_ERROR and leaves the others alone', async () => {
    const { supplier } = createSandbox({ faults: { error: ['retrieve', 'cancel'] } });
    const result = await supplier.search(REQUEST);
    expect(result.offers.length).toBeGreaterThan(0);
    const error = await supplier.retrieve('ABCDEF').catch((e: unknown) => e);
    expect(isFlightSupplierError(error, Code.UPSTREAM_ERROR)).toBe(true);
  });

  it('answers after the configured latency', async () => {
    const { supplier } = createSandbox({ latencyMs: 5 });
    const result = await supplier.search(REQUEST);
    expect(result.offers.length).toBeGreaterThan(0);
  });

  it('takes new faults at run time', async () => {
    const { supplier } = createSandbox();
    supplier.setFaults({ timeout: ['search'] });
    const error = await supplier.search(REQUEST).catch((e: unknown) => e);
    expect(isFlightSupplierError(error, Code.TIMEOUT)).toBe(true);
    supplier.setFaults({});
    expect((await supplier.search(REQUEST)).offers.length).toBeGreaterThan(0);
  });
});
