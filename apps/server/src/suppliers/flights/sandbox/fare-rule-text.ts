import { formatMoney } from '@travel/contracts';
import type { FareConditions, FareRuleText } from '../port';

/** Fare conditions in words, by category, as a GDS fare display reads. */
export function fareRuleTexts(conditions: FareConditions): FareRuleText[] {
  const bags =
    conditions.checkedBags === 0
      ? 'No checked bag included; bags can be bought.'
      : `${conditions.checkedBags} checked bag${conditions.checkedBags > 1 ? 's' : ''} of up to 23 kg included per passenger with a seat.`;
  const cabinBag = conditions.carryOn
    ? 'One cabin bag of up to 8 kg and one personal item.'
    : 'One personal item that fits under the seat; no cabin bag.';
  const seats = {
    paid: 'Seat selection is charged; a seat is assigned free at check-in.',
    standard_free: 'Standard seats can be chosen free; preferred seats are charged.',
    free: 'Any seat can be chosen free of charge.',
  }[conditions.seatSelection];
  const changes = !conditions.changeable
    ? 'Changes are not permitted.'
    : conditions.changeFee && conditions.changeFee.amount > 0
      ? `Changes permitted for ${formatMoney(conditions.changeFee)} per passenger plus any fare difference.`
      : 'Changes permitted free of charge; any fare difference applies.';
  const cancellation = !conditions.refundable
    ? 'Non-refundable: the base fare is kept on cancellation; unused taxes are refunded.'
    : conditions.cancellationPenalty && conditions.cancellationPenalty.amount > 0
      ? `Refundable less a penalty of ${formatMoney(conditions.cancellationPenalty)} per passenger with a seat, capped at the base fare.`
      : 'Fully refundable.';
  return [
    { category: 'Baggage', text: `${bags} ${cabinBag}` },
    { category: 'Seats', text: seats },
    { category: 'Changes', text: changes },
    { category: 'Cancellation', text: cancellation },
    { category: 'Void', text: 'Tickets can be voided free of charge within 24 hours of issue.' },
  ];
}
