import type { PriceLine } from '@travel/contracts';
import { PriceLines } from '../../widgets/price-lines';

/**
 * The price as its lines (per passenger type, markup, fee, protection) and their total; agents
 * see the markup line named as theirs.
 */
export function PriceBreakdown({
  currency,
  lines,
  total,
  audience = 'customer',
}: {
  currency: string;
  lines: PriceLine[];
  total: number;
  audience?: 'customer' | 'agency';
}) {
  return <PriceLines currency={currency} lines={lines} total={total} audience={audience} />;
}
