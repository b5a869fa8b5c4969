import type {
  ActivityBookedItem,
  ActivityDestination,
  ActivityPriceLine,
  ActivityProduct,
  ActivityProductSummary,
  Money,
  NetPrice,
} from '@travel/contracts';
import type { SupplierCheck, SupplierDestination, SupplierProduct } from '../../suppliers/activities/port';
import type { Pricer } from '../pricing/pricing.service';

/** A supplier's amount as a net price (one line: activities carry their taxes in the price). */
export function netOf(amount: Money): NetPrice {
  return {
    currency: amount.currency,
    lines: [{ kind: 'base_fare', passengerType: null, count: 1, amount: amount.amount }],
  };
}

/** What the searcher pays for a supplier's amount: with their markup, in their currency. */
export function priceOf(amount: number, currency: string, pricer: Pricer): number {
  return amount === 0 ? 0 : pricer.total(netOf({ amount, currency }));
}

export function toDestination(destination: SupplierDestination): ActivityDestination {
  const { destinationId, destinationName, destinationType, parentId, countryCode, path, timeZone, productCount } =
    destination;
  return { destinationId, destinationName, destinationType, parentId, countryCode, path, timeZone, productCount };
}

/** A product as the results list shows it, its from-price in the searcher's currency. */
export function toSummary(product: SupplierProduct, pricer: Pricer): ActivityProductSummary {
  const fromPrice = priceOf(product.fromPrice, product.currency, pricer);
  const undiscounted =
    product.discountPercent > 0 ? Math.round((fromPrice * 100) / (100 - product.discountPercent)) : null;
  return {
    productCode: product.productCode,
    title: product.title,
    shortDescription: product.shortDescription,
    image: product.images[0] ?? '',
    destinationId: product.destination.destinationId,
    destinationName: product.destination.destinationName,
    rating: product.rating,
    reviewCount: product.reviewCount,
    duration: product.duration,
    flags: product.flags,
    tagIds: product.tagIds,
    popularity: product.popularity,
    timesOfDay: product.timesOfDay,
    pricingType: product.pricing.type,
    fromPrice,
    previousPrice: undiscounted,
    currency: pricer.currency,
    confirmationType: product.confirmation,
    cancellationType: product.policy.type,
  };
}

/** The detail screen's product, its prices (base season, after any offer) in the searcher's currency. */
export function toProduct(product: SupplierProduct, pricer: Pricer): ActivityProduct {
  const price = (amount: number) =>
    priceOf(Math.round((amount * (100 - product.discountPercent)) / 100), product.currency, pricer);
  const { pricing } = product;
  return {
    ...toSummary(product, pricer),
    description: product.description,
    images: product.images,
    timeZone: product.destination.timeZone,
    countryCode: product.destination.countryCode,
    languages: product.languages,
    inclusions: product.inclusions,
    exclusions: product.exclusions,
    startTimes: product.startTimes,
    openingHours: product.openingHours,
    meetingPoint: product.meetingPoint,
    ageBands: pricing.bands.map((band) => ({ ...band, price: pricing.type === 'UNIT' ? 0 : price(band.price) })),
    unit: pricing.type === 'UNIT' ? { size: pricing.unitSize, price: price(pricing.unitPrice) } : null,
    maxTravelersPerBooking: product.maxTravelersPerBooking,
    bookingQuestions: product.bookingQuestions,
    cancellationPolicy: product.policy,
    confirmationWithinHours: product.confirmationWithinHours,
  };
}

/** A check's lines in the searcher's currency; the remainder of the rounding goes to the last line. */
export function linesFor(check: SupplierCheck, total: number, pricer: Pricer): ActivityPriceLine[] {
  const lines = check.lines.map((line) => {
    const unitPrice = priceOf(line.unitPrice, check.total.currency, pricer);
    return { ...line, unitPrice, total: unitPrice * line.count };
  });
  const sum = lines.reduce((acc, line) => acc + line.total, 0);
  const last = [...lines].reverse().find((line) => line.total > 0);
  if (last) last.total += total - sum;
  return lines;
}

/** The activity as checkout locks it and the booking keeps it. */
export function toBookedItem(check: SupplierCheck, lines: ActivityPriceLine[]): ActivityBookedItem {
  const { product } = check;
  return {
    productCode: product.productCode,
    title: product.title,
    image: product.images[0] ?? '',
    destinationName: product.destination.destinationName,
    timeZone: product.destination.timeZone,
    date: check.date,
    startTime: check.startTime,
    startAt: check.startAt,
    duration: product.duration,
    meetingPoint: product.meetingPoint,
    travelers: check.travelers,
    lines,
    bookingQuestions: product.bookingQuestions,
    cancellationPolicy: product.policy,
    confirmationType: product.confirmation,
    languages: product.languages,
    inclusions: product.inclusions,
  };
}
