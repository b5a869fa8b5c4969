import type { TFunction } from '../../../shared/i18n/translator';
import { formatMoney } from '@travel/contracts';
import { createTextCache } from '../../../shared/format/text-cache';

const HOUR = 60;
const DAY = 24 * HOUR;

/** A length of time in its largest fitting unit: days (whole or half), hours (and minutes), or minutes. */
export type DurationPart =
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'hoursMinutes'; hours: number; minutes: number }
  | { unit: 'days'; count: number };

/**
 * How a duration in minutes is read: under an hour in minutes, under a day in hours (with the
 * minutes when not whole), from a day on in days (rounded to the half day).
 */
export function durationPartOf(minutes: number): DurationPart {
  const total = Math.max(0, Math.round(minutes));
  if (total < HOUR) return { unit: 'minutes', count: total };
  if (total < DAY) {
    const rest = total % HOUR;
    return rest === 0
      ? { unit: 'hours', count: total / HOUR }
      : { unit: 'hoursMinutes', hours: Math.floor(total / HOUR), minutes: rest };
  }
  return { unit: 'days', count: Math.round((total / DAY) * 2) / 2 };
}

/** The texts of the activity cards, each worked out once per language and value. */
export function createActivityCardText(t: TFunction<'activities'>, language: string) {
  const cached = createTextCache();
  const part = (minutes: number) => {
    const read = durationPartOf(minutes);
    return read.unit === 'hoursMinutes'
      ? t('card.duration.hoursMinutes', { hours: read.hours, minutes: read.minutes })
      : t(`card.duration.${read.unit}`, { count: read.count });
  };
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(language);
  return {
    details: t('card.details'),
    flags: {
      SPECIAL_OFFER: t('card.flags.SPECIAL_OFFER'),
      LIKELY_TO_SELL_OUT: t('card.flags.LIKELY_TO_SELL_OUT'),
      FREE_CANCELLATION: t('card.flags.FREE_CANCELLATION'),
    },
    money: (amount: number, currency: string) =>
      cached(`money ${amount} ${currency}`, () => formatMoney({ amount, currency }, language)),
    /** Before the from-price: the lowest a person (or a group, for a unit-priced product) pays. */
    from: t('card.from'),
    perGroup: t('card.perGroup'),
    wasPrice: (price: string) => cached(`was ${price}`, () => t('card.wasPrice', { price })),
    /** '2 hours', '1 hour 30 minutes', '2 to 3 hours' for a range. */
    duration: (fromMinutes: number, toMinutes: number) =>
      cached(`duration ${fromMinutes} ${toMinutes}`, () =>
        fromMinutes === toMinutes
          ? part(fromMinutes)
          : t('card.duration.range', { from: part(fromMinutes), to: part(toMinutes) }),
      ),
    rating: (rating: number) => cached(`rating ${rating}`, () => number.format(rating)),
    reviews: (count: number) =>
      cached(`reviews ${count}`, () => t('card.reviews', { count, reviews: whole.format(count) })),
    ratingLabel: (rating: number, count: number) =>
      cached(`ratingLabel ${rating} ${count}`, () =>
        t('card.ratingLabel', { rating: number.format(rating), count, reviews: whole.format(count) }),
      ),
    detailsOf: (title: string) => cached(`details ${title}`, () => t('card.detailsOf', { title })),
  };
}

export type ActivityCardText = ReturnType<typeof createActivityCardText>;
