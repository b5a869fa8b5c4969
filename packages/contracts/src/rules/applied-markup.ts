/** The markup a price was made with, as reprice and checkout answers carry it beside the quote. */
export interface AppliedMarkup {
  markupType: 'percent' | 'fixed';
  /** A percent (8 for 8 %), or for a fixed markup the minor units of the quote's currency. */
  markup: number;
}

/** An answer that may carry the markup it priced with (either field may be missing or null). */
export interface MarkupCarrier {
  markupType?: AppliedMarkup['markupType'] | null;
  markup?: number | null;
}

/**
 * Spec section 4: markup type and value are taken from a reprice or checkout answer when both
 * are present; with either missing the previous ones stay, so a half answer never pairs a new
 * type with an old value.
 */
export function adoptMarkup(previous: AppliedMarkup | null, answer: MarkupCarrier): AppliedMarkup | null {
  const { markupType, markup } = answer;
  if ((markupType === 'percent' || markupType === 'fixed') && typeof markup === 'number' && Number.isFinite(markup))
    return { markupType, markup };
  return previous;
}
