import type { TFunction } from '../../../shared/i18n/translator';
import { formatMoney } from '@travel/contracts';
import { createTextCache } from '../../../shared/format/text-cache';

/** The sandbox and real brokers name a car 'Volkswagen Golf or similar': the model, then our own words. */
const OR_SIMILAR = / or similar$/i;

/** The texts of the car cards, each worked out once per language and value (see the text cache). */
export function createCarCardText(t: TFunction<'cars'>, language: string) {
  const cached = createTextCache();
  return {
    details: t('card.details'),
    freeCancellation: t('card.freeCancellation'),
    nonRefundable: t('card.nonRefundable'),
    payNow: t('card.payNow'),
    airConditioning: t('card.airConditioning'),
    noAirConditioning: t('card.noAirConditioning'),
    money: (amount: number, currency: string) =>
      cached(`money ${amount} ${currency}`, () => formatMoney({ amount, currency }, language)),
    /** 'Compact SUV'. */
    category: (size: string, vehicleType: string) =>
      cached(`category ${size} ${vehicleType}`, () =>
        t('card.category', {
          size: t(`sizeInName.${size}`, { defaultValue: size }),
          type: t(`vehicleTypes.${vehicleType}`, { defaultValue: vehicleType }),
        }),
      ),
    model: (name: string) =>
      cached(`model ${name}`, () => t('card.orSimilar', { model: name.replace(OR_SIMILAR, '') })),
    seats: (count: number) => cached(`seats ${count}`, () => t('card.seats', { count })),
    doors: (count: number) => cached(`doors ${count}`, () => t('card.doors', { count })),
    bags: (count: number) => cached(`bags ${count}`, () => t('card.bags', { count })),
    transmission: (value: string) =>
      cached(`transmission ${value}`, () => t(`transmissions.${value}`, { defaultValue: value })),
    /** 'Unlimited mileage' or '200 km a day included'. */
    mileage: (milage: string, isUnlimited: boolean) =>
      cached(`mileage ${milage}`, () =>
        isUnlimited ? t('card.unlimitedMileage') : t('card.limitedMileage', { km: Number.parseInt(milage, 10) || 0 }),
      ),
    fuelPolicy: (value: string) => cached(`fuel ${value}`, () => t(`fuelPolicies.${value}`, { defaultValue: value })),
    atCounter: (price: string) => cached(`counter ${price}`, () => t('card.atCounter', { price })),
    perDay: (price: string) => cached(`day ${price}`, () => t('card.perDay', { price })),
    days: (count: number) => cached(`days ${count}`, () => t('card.days', { count })),
    detailsOf: (name: string, vendor: string) =>
      cached(`details ${name} ${vendor}`, () => t('card.detailsOf', { name, vendor })),
  };
}

export type CarCardText = ReturnType<typeof createCarCardText>;
