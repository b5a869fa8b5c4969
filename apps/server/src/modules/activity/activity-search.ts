import {
  hasMoreActivities,
  matchesDurations,
  type ActivityProductSummary,
  type ActivitySearchRequest,
} from '@travel/contracts';
import type { SupplierProduct } from '../../suppliers/activities/port';
import { foldText } from '../../suppliers/shared/fold-text';

/**
 * The search's filters, sort and page over a destination's products (spec section 4,
 * "Activities"): filters combine with AND, the options within one filter with OR; an empty
 * filter lets everything through.
 */

const SPECIAL_FLAG = {
  DEALS_AND_DISCOUNT: 'SPECIAL_OFFER',
  LIKELY_TO_SELL_OUT: 'LIKELY_TO_SELL_OUT',
  FREE_CANCELLATION: 'FREE_CANCELLATION',
} as const;

const DAY_MS = 86_400_000;

/** Whether the product runs on some day of the range (its closed weekdays aside). */
function runsWithin(product: SupplierProduct, startDate?: string, endDate?: string): boolean {
  if (!startDate && !endDate) return true;
  const from = Date.parse(`${startDate ?? endDate}T00:00:00Z`);
  const to = Date.parse(`${endDate ?? startDate}T00:00:00Z`);
  if (to - from >= 6 * DAY_MS) return product.closedWeekdays.length < 7;
  for (let day = from; day <= to; day += DAY_MS)
    if (!product.closedWeekdays.includes(new Date(day).getUTCDay())) return true;
  return false;
}

/** The products of the request's filters that do not depend on the price. */
export function matchesFilters(product: SupplierProduct, request: ActivitySearchRequest, words: string[]): boolean {
  const code = request.selectedLocation.productCode;
  if (code && product.productCode !== code) return false;
  if (words.length > 0) {
    const haystack = foldText(`${product.title} ${product.description}`);
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  if (request.activeTagIds.length > 0 && !request.activeTagIds.some((tag) => product.tagIds.includes(tag)))
    return false;
  if (!matchesDurations(product.duration, request.durations)) return false;
  if (request.timesOfDay.length > 0 && !request.timesOfDay.some((time) => product.timesOfDay.includes(time)))
    return false;
  if (request.specials.length > 0 && !request.specials.some((special) => product.flags.includes(SPECIAL_FLAG[special])))
    return false;
  if (request.popularity.length > 0 && !request.popularity.some((key) => product.popularity.includes(key)))
    return false;
  if (request.minRating !== undefined && product.rating < request.minRating) return false;
  return runsWithin(product, request.startDate, request.endDate);
}

export function matchesPrice(summary: ActivityProductSummary, request: ActivitySearchRequest): boolean {
  if (request.minPrice !== undefined && summary.fromPrice < request.minPrice) return false;
  return request.maxPrice === undefined || summary.fromPrice <= request.maxPrice;
}

/** Recommended: rating weighted by reviews; then price, rating or duration; the code breaks ties. */
export function sortProducts(
  products: ActivityProductSummary[],
  order: ActivitySearchRequest['filterItem']['sortOrder'],
) {
  const score = (p: ActivityProductSummary) => p.rating * Math.log10(10 + p.reviewCount);
  const compare: Record<typeof order, (a: ActivityProductSummary, b: ActivityProductSummary) => number> = {
    RECOMMENDED: (a, b) => score(b) - score(a),
    PRICE_LOW_TO_HIGH: (a, b) => a.fromPrice - b.fromPrice,
    PRICE_HIGH_TO_LOW: (a, b) => b.fromPrice - a.fromPrice,
    RATING: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
    DURATION: (a, b) => a.duration.fromMinutes - b.duration.fromMinutes,
  };
  return products.sort((a, b) => compare[order](a, b) || (a.productCode < b.productCode ? -1 : 1));
}

/** One page and whether another follows (the paging end rule: a short page is the last). */
export function pageOf<T>(items: T[], offset: number, limit: number): { page: T[]; hasMore: boolean } {
  const page = items.slice(offset, offset + limit);
  return { page, hasMore: hasMoreActivities(page.length, limit) && offset + limit < items.length };
}
