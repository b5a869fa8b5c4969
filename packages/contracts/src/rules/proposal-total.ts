/** An option or extra priced again: its total now, or null when it cannot be had (sold out, vendor down). */
interface PricedNow {
  now: { total: number | null };
}

/**
 * What the client would pay for a hotel option with the extras proposed beside it, priced now:
 * the sum of the ones still to be had (minor units of the proposal's currency). `isComplete` is
 * false when the hotel or an extra cannot be priced, so the screen says the total leaves it out;
 * `amount` is null when the hotel itself cannot.
 */
export function dealTotalNow(
  hotel: PricedNow,
  extras: readonly PricedNow[],
): { amount: number | null; isComplete: boolean } {
  if (hotel.now.total === null) return { amount: null, isComplete: false };
  const priced = extras.filter((extra) => extra.now.total !== null);
  const amount = priced.reduce((sum, extra) => sum + (extra.now.total ?? 0), hotel.now.total);
  return { amount, isComplete: priced.length === extras.length };
}
