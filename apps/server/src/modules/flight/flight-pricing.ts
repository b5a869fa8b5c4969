import type { FareConditions, FareRule, Money, NetPrice } from '@travel/contracts';
import type { PriceBreakdown } from '../../suppliers/flights/port';

/** An airline's price as the net lines the pricing takes: fare and taxes per passenger type. */
export function netPriceOf(price: PriceBreakdown): NetPrice {
  // A plain loop: a search maps thousands of fares.
  const lines: NetPrice['lines'] = [];
  for (const line of price.lines) {
    const { type, count } = line;
    lines.push({ kind: 'base_fare', passengerType: type, count, amount: line.baseFare.amount * count });
    lines.push({ kind: 'taxes', passengerType: type, count, amount: line.taxes.amount * count });
  }
  return { currency: price.currency, lines };
}

/** Fare rules with the amounts they name in the visitor's currency, like the conditions. */
export function fareRulesIn(rules: FareRule[], convert: (money: Money) => Money): FareRule[] {
  return rules.map((rule) => ({
    ...rule,
    sentences: rule.sentences.map((sentence) =>
      sentence.money ? { ...sentence, money: convert(sentence.money) } : sentence,
    ),
  }));
}

/**
 * A fare's conditions with their amounts (change fee, cancellation penalty; per passenger, in
 * the airline's currency) converted: a quote shows them in its currency at its locked rate.
 */
export function conditionsIn(conditions: FareConditions, convert: (money: Money) => Money): FareConditions {
  return {
    ...conditions,
    changeFee: conditions.changeFee && convert(conditions.changeFee),
    cancellationPenalty: conditions.cancellationPenalty && convert(conditions.cancellationPenalty),
  };
}
