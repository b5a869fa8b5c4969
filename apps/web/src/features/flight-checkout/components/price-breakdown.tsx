import type { PriceLine } from '@travel/contracts';
import { PriceLines } from '../../../shared/widgets/price-lines';

/** The price as its lines (per passenger type, markup, fee, protection) and their total. */
export function PriceBreakdown({ currency, lines, total }: { currency: string; lines: PriceLine[]; total: number }) {
  return <PriceLines currency={currency} lines={lines} total={total} />;
}
