import type { PriceLine } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import type { SupplierCancellationQuote } from '../../suppliers/booking-port';
import { settlementOf, type SettlementInput } from './settlement';

const lines: PriceLine[] = [
  { kind: 'base_fare', passengerType: 'ADT', count: 1, amount: 12_000 },
  { kind: 'markup', passengerType: null, count: 1, amount: 1_000 },
  { kind: 'agency_fee', passengerType: null, count: 1, amount: 500 },
  { kind: 'refund_protection', passengerType: null, count: 1, amount: 1_350 },
];

function input(overrides: Partial<SettlementInput>, quote?: SupplierCancellationQuote): SettlementInput {
  return {
    status: 'ticketed',
    currency: 'USD',
    totalAmount: 14_850,
    breakdown: lines,
    exchangeRate: 1.2,
    isSupplierPaid: true,
    supplierQuote: async () => {
      if (!quote) throw new Error('the supplier should not be asked');
      return quote;
    },
    ...overrides,
  };
}

const usd = (amount: number) => ({ amount, currency: 'USD' });
const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('the settlement rule', () => {
  it('keeps and returns nothing on an unpaid booking', async () => {
    expect(await settlementOf(input({ status: 'pending_payment' }))).toEqual({
      penalty: usd(0),
      refund: usd(0),
      isVoidable: false,
    });
  });

  it('returns everything paid while the supplier is not paid yet', async () => {
    expect(await settlementOf(input({ status: 'confirmed', isSupplierPaid: false }))).toEqual({
      penalty: usd(0),
      refund: usd(14_850),
      isVoidable: false,
    });
  });

  it('returns everything while the supplier allows a void', async () => {
    const quote = { penalty: eur(0), refund: eur(10_000), isVoidable: true };
    expect(await settlementOf(input({}, quote))).toEqual({ penalty: usd(0), refund: usd(14_850), isVoidable: true });
  });

  it("returns the supplier's refund at the locked rate and the markup; the fee and the protection are kept", async () => {
    const quote = { penalty: eur(5_000), refund: eur(5_000), isVoidable: false };
    // 50.00 EUR at 1.2 = 60.00 USD, and the 10.00 markup.
    expect(await settlementOf(input({}, quote))).toEqual({
      penalty: usd(7_850),
      refund: usd(7_000),
      isVoidable: false,
    });
  });

  it('never returns more than was paid', async () => {
    const quote = { penalty: eur(0), refund: eur(20_000), isVoidable: false };
    expect((await settlementOf(input({}, quote))).refund).toEqual(usd(14_850));
  });

  it('has nothing to settle on an ended booking', async () => {
    await expect(settlementOf(input({ status: 'cancelled' }))).rejects.toBeInstanceOf(AppError);
  });
});
