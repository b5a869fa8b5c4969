import { describe, expect, it } from 'vitest';
import { FlightSupplierErrorCode as Code, isFlightSupplierError } from '../port';
import { OfferCodec, readOfferPayload } from './offer-codec';
import { PRICE_CHANGE_PERCENT, predictRepriceStatus, SOLD_OUT_PERCENT } from './reprice-rule';
import {
  CONTACT,
  createSandbox,
  FAMILY,
  offerWithRepriceStatus,
  ONE_ADULT,
  searchRequest,
  slice,
  travellers,
} from './test-support';

const ROUTE = [slice('LIS', 'JFK', '2026-12-10'), slice('JFK', 'LIS', '2026-12-17')];

async function searched(options: Parameters<typeof createSandbox>[0] = {}) {
  const sandbox = createSandbox(options);
  const result = await sandbox.supplier.search(searchRequest(ROUTE, { passengers: FAMILY, maxResults: 300 }));
  return { ...sandbox, result };
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isFlightSupplierError(error)) throw new Error(`expected a FlightSupplierError, got ${String(error)}`);
  return error.code;
}

describe('sandbox offers: ids and expiry', () => {
  it('expires every offer 30 minutes after the search', async () => {
    const { supplier, clock, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    expect(result.expiresAt).toBe('2026-11-20T10:30:00.000Z');
    expect(offer.expiresAt).toBe(result.expiresAt);
    clock.advanceMinutes(30);
    expect((await supplier.fareRules(offer.id, 'Basic')).fareFamily).toBe('Basic');
    clock.advanceMinutes(1);
    expect(await errorCode(supplier.fareRules(offer.id, 'Basic'))).toBe(Code.OFFER_EXPIRED);
    expect(await errorCode(supplier.reprice(offer.id, 'Basic', FAMILY))).toBe(Code.OFFER_EXPIRED);
    expect(
      await errorCode(
        supplier.book({ offerId: offer.id, fareFamily: 'Basic', passengers: travellers(FAMILY), contact: CONTACT }),
      ),
    ).toBe(Code.OFFER_EXPIRED);
  });

  it('re-derives an offer on another node with the same secret', async () => {
    const { result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    const otherNode = createSandbox().supplier;
    const repriced = await otherNode.reprice(offer.id, 'Flex', FAMILY);
    expect(repriced.status).toBe('unchanged');
    expect(repriced.offer).toEqual(offer);
  });

  it('rejects a forged or altered offer id', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    const payload = readOfferPayload(offer.id);
    if (!payload) throw new Error('unreadable id');
    const forgedByAnotherKey = new OfferCodec('not-the-sandbox-secret-xyz').encode(payload);
    const cheaperPassengers = offer.id.replace('_211_', '_100_');
    expect(cheaperPassengers).not.toBe(offer.id);
    for (const id of [forgedByAnotherKey, cheaperPassengers, 'garbage', offer.id.slice(22)]) {
      expect(await errorCode(supplier.reprice(id, 'Basic', FAMILY))).toBe(Code.OFFER_NOT_FOUND);
    }
  });
});

describe('sandbox offers: fare rules', () => {
  it('describes the conditions of a fare family as sentence keys with their amounts', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    const rules = await supplier.fareRules(offer.id, 'Standard');
    expect(rules.conditions).toEqual(offer.fareFamilies[1]?.conditions);
    expect(rules.rules.map((r) => r.category)).toEqual(['Baggage', 'Seats', 'Changes', 'Cancellation', 'Void']);
    expect(rules.rules.find((r) => r.category === 'Cancellation')?.sentences).toEqual([
      { key: 'refundPenalty', money: { amount: 25_000, currency: 'USD' } },
    ]);
    expect(rules.rules.find((r) => r.category === 'Baggage')?.sentences).toEqual([
      { key: 'checkedBags', count: rules.conditions.checkedBags },
      { key: rules.conditions.carryOn ? 'cabinBag' : 'noCabinBag' },
    ]);
    expect(await errorCode(supplier.fareRules(offer.id, 'Premium' as 'Basic'))).toBe(Code.INVALID_REQUEST);
  });
});

describe('sandbox offers: reprice', () => {
  it('marks a deterministic minority of offers as changed or sold out', async () => {
    const { result } = await searched();
    const statuses = result.offers.map((o) => predictRepriceStatus(o.id));
    const share = (status: string) => (statuses.filter((s) => s === status).length / statuses.length) * 100;
    expect(share('sold_out')).toBeGreaterThan(0);
    expect(share('sold_out')).toBeLessThan(SOLD_OUT_PERCENT * 2.5);
    expect(share('changed')).toBeGreaterThan(PRICE_CHANGE_PERCENT / 2);
    expect(share('changed')).toBeLessThan(PRICE_CHANGE_PERCENT * 2);
  });

  it('answers unchanged with the searched price', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    const repriced = await supplier.reprice(offer.id, 'Standard', FAMILY);
    expect(repriced.status).toBe('unchanged');
    expect(repriced.price).toEqual(offer.fareFamilies[1]?.price);
    expect(repriced.previousPrice).toEqual(repriced.price);
  });

  it('answers changed with a price a few percent away, the same on every call', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'changed');
    const first = await supplier.reprice(offer.id, 'Flex', FAMILY);
    const second = await supplier.reprice(offer.id, 'Flex', FAMILY);
    expect(first.status).toBe('changed');
    expect(second).toEqual(first);
    const ratio = first.price.baseFare.amount / first.previousPrice.baseFare.amount;
    expect(Math.abs(ratio - 1)).toBeGreaterThanOrEqual(0.019);
    expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(0.081);
    expect(first.offer.fareFamilies[2]?.price).toEqual(first.price);
    expect(first.previousPrice).toEqual(offer.fareFamilies[2]?.price);
  });

  it('answers sold out, and refuses to book such an offer', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'sold_out');
    expect((await supplier.reprice(offer.id, 'Basic', FAMILY)).status).toBe('sold_out');
    expect(
      await errorCode(
        supplier.book({ offerId: offer.id, fareFamily: 'Basic', passengers: travellers(FAMILY), contact: CONTACT }),
      ),
    ).toBe(Code.SOLD_OUT);
  });

  it('changes every price when the forcePriceChange fault is set', async () => {
    const { supplier, result } = await searched({ faults: { forcePriceChange: true } });
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    const repriced = await supplier.reprice(offer.id, 'Basic', FAMILY);
    expect(repriced.status).toBe('changed');
    expect(repriced.price.total.amount).not.toBe(repriced.previousPrice.total.amount);
  });

  it('sells out every offer when the forceSoldOut fault is set', async () => {
    const { supplier, result } = await searched({ faults: { forceSoldOut: true } });
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    expect((await supplier.reprice(offer.id, 'Basic', FAMILY)).status).toBe('sold_out');
  });

  it('books at the changed price, or fails with PRICE_CHANGED when told the old total', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'changed');
    const searchedTotal = offer.fareFamilies[0]?.price.total;
    const request = {
      offerId: offer.id,
      fareFamily: 'Basic' as const,
      passengers: travellers(FAMILY),
      contact: CONTACT,
    };
    const error = await supplier.book({ ...request, expectedTotal: searchedTotal }).catch((e: unknown) => e);
    const repriced = await supplier.reprice(offer.id, 'Basic', FAMILY);
    expect(isFlightSupplierError(error, Code.PRICE_CHANGED) && error.details.price).toEqual(repriced.price);
    const order = await supplier.book({ ...request, expectedTotal: repriced.price.total });
    expect(order.price).toEqual(repriced.price);
  });

  it('rejects passengers that differ from the searched ones', async () => {
    const { supplier, result } = await searched();
    const offer = offerWithRepriceStatus(result.offers, 'unchanged');
    expect(await errorCode(supplier.reprice(offer.id, 'Basic', ONE_ADULT))).toBe(Code.INVALID_REQUEST);
  });
});
