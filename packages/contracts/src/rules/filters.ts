/**
 * Filter lists of the result pages (spec section 4, car rental and flights). A group's selection
 * is a list of option values; an empty list means "no filter", so clearing a group and choosing
 * 'Any' are the same thing. Groups combine with AND; options within a group with OR, except
 * flight stops, which must hold on every leg.
 */

/** How a group's selection is compared with an item's values (one value per leg, airline...). */
export type MatchMode =
  /** Passes when at least one of the item's values is selected: cabins, airlines, time bands. */
  | 'any'
  /** Passes only when every one of the item's values is selected: flight stops across legs. */
  | 'every';

/** Ticks an unticked option or unticks a ticked one, keeping the others in their order. */
export function toggleOption<T>(selected: readonly T[], option: T): T[] {
  return selected.includes(option) ? selected.filter((value) => value !== option) : [...selected, option];
}

/** 'Only': the group then filters on this one option. */
export function onlyOption<T>(option: T): T[] {
  return [option];
}

/** Every option ticked; duplicates are dropped so a later toggle removes the option for good. */
export function selectAll<T>(options: readonly T[]): T[] {
  return [...new Set(options)];
}

/** An empty selection: the group no longer filters ('Any'). */
export function removeAll<T>(): T[] {
  return [];
}

/**
 * Whether an item passes one group. An item without values cannot satisfy a group that filters,
 * so it passes only an empty group.
 */
export function matchesGroup<T>(selected: readonly T[], values: readonly T[], mode: MatchMode): boolean {
  if (selected.length === 0) return true;
  if (values.length === 0) return false;
  const isSelected = (value: T) => selected.includes(value);
  return mode === 'every' ? values.every(isSelected) : values.some(isSelected);
}

/**
 * The lowest price per key, shown next to each filter option. An item counts for each of its
 * keys (an itinerary for each airline it flies); prices that are not finite numbers are skipped.
 * Keys keep the order in which they were first met.
 */
export function lowestBy<T, K>(
  items: readonly T[],
  keyFn: (item: T) => K | readonly K[],
  priceFn: (item: T) => number,
): Map<K, number> {
  const lowest = new Map<K, number>();
  for (const item of items) {
    const price = priceFn(item);
    if (!Number.isFinite(price)) continue;
    const keys = keyFn(item);
    for (const key of isList(keys) ? new Set(keys) : [keys]) {
      const current = lowest.get(key);
      if (current === undefined || price < current) lowest.set(key, price);
    }
  }
  return lowest;
}

function isList<K>(keys: K | readonly K[]): keys is readonly K[] {
  return Array.isArray(keys);
}
