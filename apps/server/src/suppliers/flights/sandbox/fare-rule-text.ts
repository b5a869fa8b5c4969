import type { FareConditions, FareRuleText } from '../port';

/**
 * Fare conditions as a GDS fare display groups them, each category as sentence keys with the
 * count or amount they name: the reader's language words them (decision 017).
 */
export function fareRuleTexts(conditions: FareConditions): FareRuleText[] {
  const bags =
    conditions.checkedBags === 0
      ? { key: 'noCheckedBag' as const }
      : { key: 'checkedBags' as const, count: conditions.checkedBags };
  const cabinBag = { key: conditions.carryOn ? ('cabinBag' as const) : ('noCabinBag' as const) };
  const seats = ({ paid: 'seatsPaid', standard_free: 'seatsStandardFree', free: 'seatsFree' } as const)[
    conditions.seatSelection
  ];
  const changes = !conditions.changeable
    ? { key: 'notChangeable' as const }
    : conditions.changeFee && conditions.changeFee.amount > 0
      ? { key: 'changeFee' as const, money: conditions.changeFee }
      : { key: 'changeFree' as const };
  const cancellation = !conditions.refundable
    ? { key: 'notRefundable' as const }
    : conditions.cancellationPenalty && conditions.cancellationPenalty.amount > 0
      ? { key: 'refundPenalty' as const, money: conditions.cancellationPenalty }
      : { key: 'refundable' as const };
  return [
    { category: 'Baggage', sentences: [bags, cabinBag] },
    { category: 'Seats', sentences: [{ key: seats }] },
    { category: 'Changes', sentences: [changes] },
    { category: 'Cancellation', sentences: [cancellation] },
    { category: 'Void', sentences: [{ key: 'voidWithin24Hours' }] },
  ];
}
