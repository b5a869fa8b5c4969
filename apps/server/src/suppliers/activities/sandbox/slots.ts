import { fromPriceOf, type ActivityPricing } from '@travel/contracts';
import { unitHash } from '../../shared/prng';
import { seasonFactor } from '../../shared/season';
import { addDays, parseIsoDate } from '../../shared/zone-time';
import type { SupplierDay, SupplierProduct, SupplierSlot } from '../port';
import { discounted } from './catalogue';
import { slotKey, type SoldPlaces } from './store';

/**
 * A product's slots and day prices, pure functions of the product, the date and the start
 * (decision record 023): some places of a slot are sold elsewhere before we ask (more for a
 * product likely to sell out, and a few slots already full); a day's prices follow the
 * place's season, dearer on Fridays and Saturdays.
 */

/** Share of slots already full elsewhere; for products likely to sell out. */
const FULL_SHARE = 0.04;
const FULL_SHARE_LIKELY = 0.15;

/** The places of a slot we may sell: its capacity less what was sold elsewhere. */
export function onlineCapacity(product: SupplierProduct, date: string, startTime: string): number {
  const seed = `${product.productCode}|${date}|${startTime}`;
  const likely = product.flags.includes('LIKELY_TO_SELL_OUT');
  if (unitHash(`${seed}|full`) < (likely ? FULL_SHARE_LIKELY : FULL_SHARE)) return 0;
  const share = likely ? 0.5 + 0.4 * unitHash(`${seed}|pre`) : 0.5 * unitHash(`${seed}|pre`);
  return Math.max(0, product.capacityPerSlot - Math.floor(product.capacityPerSlot * share));
}

/** AVAILABLE, LIMITED under half the slot's places left, SOLD_OUT at none (OCTO's words). */
export function slotOf(product: SupplierProduct, startTime: string, placesLeft: number): SupplierSlot {
  const left = Math.max(0, placesLeft);
  const status = left === 0 ? 'SOLD_OUT' : left < product.capacityPerSlot / 2 ? 'LIMITED' : 'AVAILABLE';
  return { startTime, placesLeft: left, status };
}

/** The product runs that day (not on its closed weekdays). */
export function isOperating(product: SupplierProduct, date: string): boolean {
  const ms = parseIsoDate(date);
  return ms !== null && !product.closedWeekdays.includes(new Date(ms).getUTCDay());
}

/** A day's price factor: the season at the place, +10% on Fridays and Saturdays, two decimals. */
export function dayFactor(product: SupplierProduct, date: string): number {
  const weekday = new Date(parseIsoDate(date) ?? 0).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.1 : 1;
  return Math.round(seasonFactor(date, product.destination.latitude) * weekend * 100) / 100;
}

/** The product's prices on a day (times a drift once a hold has lapsed), the special offer taken off. */
export function pricingOn(product: SupplierProduct, factor: number): ActivityPricing {
  const price = (amount: number) => discounted(Math.round((amount * factor) / 100) * 100, product.discountPercent);
  const bands = product.pricing.bands.map((band) => ({ ...band, price: price(band.price) }));
  return product.pricing.type === 'UNIT'
    ? { ...product.pricing, bands, unitPrice: price(product.pricing.unitPrice) }
    : { type: 'PER_PERSON', bands };
}

/** The product's open days from `first` for `count` days: each day's slots with places left and its lowest price. */
export function calendarDays(product: SupplierProduct, first: string, count: number, sold: SoldPlaces): SupplierDay[] {
  const base = fromPriceOf(product.pricing);
  const days: SupplierDay[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const date = addDays(first, offset);
    if (!isOperating(product, date)) continue;
    const factor = dayFactor(product, date);
    days.push({
      date,
      priceFactor: factor,
      fromPrice: fromPriceOf(pricingOn(product, factor)) || base,
      slots: product.startTimes.map((time) =>
        slotOf(product, time, onlineCapacity(product, date, time) - (sold.get(slotKey(date, time)) ?? 0)),
      ),
    });
  }
  return days;
}
