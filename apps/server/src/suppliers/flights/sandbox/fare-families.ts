import type { Money } from '@travel/contracts';
import type {
  CabinClass,
  FareConditions,
  FareFamilyCode,
  FareFamilyDefinition,
  PriceBreakdown,
  Settlement,
} from '../port';
import { CURRENCY } from './pricing';

/**
 * Basic, Standard and Flex: what each allows per cabin and haul, what each costs relative to
 * Basic, and what a cancellation keeps.
 */

export const FARE_FAMILIES: readonly FareFamilyDefinition[] = [
  { code: 'Basic', name: 'Basic', description: 'Lowest fare. No changes, not refundable; seats are charged.' },
  { code: 'Standard', name: 'Standard', description: 'Checked bag included. Changes and refunds for a fee.' },
  { code: 'Flex', name: 'Flex', description: 'Two checked bags, free changes, fully refundable, any seat.' },
];

/** Price of each family relative to Basic, by cabin. */
const FAMILY_FACTOR: Record<CabinClass, Record<FareFamilyCode, number>> = {
  Economy: { Basic: 1, Standard: 1.22, Flex: 1.6 },
  Premium: { Basic: 1, Standard: 1.15, Flex: 1.45 },
  Business: { Basic: 1, Standard: 1.1, Flex: 1.3 },
  First: { Basic: 1, Standard: 1.1, Flex: 1.3 },
};

export function familyFactor(cabin: CabinClass, family: FareFamilyCode): number {
  return FAMILY_FACTOR[cabin][family];
}

export function familyName(cabin: CabinClass, family: FareFamilyCode): string {
  return `${cabin} ${family}`;
}

const usd = (dollars: number): Money => ({ amount: dollars * 100, currency: CURRENCY });

/** [short-haul, long-haul] amounts in USD. */
type ByHaul = readonly [number, number];

interface FamilyRule {
  checkedBags: Record<CabinClass, number>;
  seatSelection: Record<CabinClass, FareConditions['seatSelection']>;
  /** null: not changeable. */
  changeFee: Record<CabinClass, ByHaul | null>;
  /** null: not refundable. */
  penalty: Record<CabinClass, ByHaul | null>;
}

const RULES: Record<FareFamilyCode, FamilyRule> = {
  Basic: {
    checkedBags: { Economy: 0, Premium: 1, Business: 2, First: 2 },
    seatSelection: { Economy: 'paid', Premium: 'paid', Business: 'free', First: 'free' },
    changeFee: { Economy: null, Premium: [100, 200], Business: [100, 250], First: [100, 250] },
    penalty: { Economy: null, Premium: null, Business: null, First: null },
  },
  Standard: {
    checkedBags: { Economy: 1, Premium: 2, Business: 2, First: 3 },
    seatSelection: { Economy: 'standard_free', Premium: 'standard_free', Business: 'free', First: 'free' },
    changeFee: { Economy: [60, 150], Premium: [50, 100], Business: [0, 0], First: [0, 0] },
    penalty: { Economy: [100, 250], Premium: [80, 200], Business: [50, 150], First: [50, 150] },
  },
  Flex: {
    checkedBags: { Economy: 2, Premium: 2, Business: 3, First: 3 },
    seatSelection: { Economy: 'free', Premium: 'free', Business: 'free', First: 'free' },
    changeFee: { Economy: [0, 0], Premium: [0, 0], Business: [0, 0], First: [0, 0] },
    penalty: { Economy: [0, 0], Premium: [0, 0], Business: [0, 0], First: [0, 0] },
  },
};

/** Conditions of a family in a cabin: one shared, frozen object per combination. */
export function fareConditions(cabin: CabinClass, family: FareFamilyCode, isLongHaul: boolean): FareConditions {
  return CONDITIONS[cabin][family][isLongHaul ? 1 : 0];
}

/** Long-haul fees are higher; long-haul Basic economy keeps a cabin bag. */
function buildConditions(cabin: CabinClass, family: FareFamilyCode, isLongHaul: boolean): FareConditions {
  const rule = RULES[family];
  const haul = isLongHaul ? 1 : 0;
  const changeFee = rule.changeFee[cabin];
  const penalty = rule.penalty[cabin];
  return {
    checkedBags: rule.checkedBags[cabin],
    carryOn: family !== 'Basic' || cabin !== 'Economy' || isLongHaul,
    seatSelection: rule.seatSelection[cabin],
    changeable: changeFee !== null,
    changeFee: changeFee ? usd(changeFee[haul]) : null,
    refundable: penalty !== null,
    cancellationPenalty: penalty ? usd(penalty[haul]) : null,
  };
}

/**
 * What a cancellation keeps and returns: a non-refundable fare keeps the base fare and returns
 * the taxes; otherwise each passenger with a seat pays the penalty, capped at their base fare.
 */
export function cancellationSettlement(price: PriceBreakdown, conditions: FareConditions): Settlement {
  const penaltyPerSeat = conditions.cancellationPenalty;
  let penalty = 0;
  if (!conditions.refundable || penaltyPerSeat === null) penalty = price.baseFare.amount;
  else {
    for (const line of price.lines) {
      if (line.type !== 'INF') penalty += Math.min(penaltyPerSeat.amount, line.baseFare.amount) * line.count;
    }
  }
  return {
    penalty: { amount: penalty, currency: price.currency },
    refund: { amount: price.total.amount - penalty, currency: price.currency },
  };
}

/** Settlement of a void, or of a held order that was never paid. */
export function settlementOf(refund: number, currency: string): Settlement {
  return { penalty: { amount: 0, currency }, refund: { amount: refund, currency } };
}

type ConditionsTable = Record<CabinClass, Record<FareFamilyCode, readonly [FareConditions, FareConditions]>>;

const CONDITIONS: ConditionsTable = (() => {
  const byFamily = (cabin: CabinClass) => {
    const pair = (family: FareFamilyCode) =>
      [
        Object.freeze(buildConditions(cabin, family, false)),
        Object.freeze(buildConditions(cabin, family, true)),
      ] as const;
    return { Basic: pair('Basic'), Standard: pair('Standard'), Flex: pair('Flex') };
  };
  return {
    Economy: byFamily('Economy'),
    Premium: byFamily('Premium'),
    Business: byFamily('Business'),
    First: byFamily('First'),
  };
})();
