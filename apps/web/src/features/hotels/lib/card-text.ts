import type { TFunction } from '../../../shared/i18n/translator';
import { formatMoney } from '@travel/contracts';
import { createTextCache } from '../../../shared/format/text-cache';

/** The texts of the hotel cards, each worked out once per language and value (see the text cache). */
export function createHotelCardText(t: TFunction<['hotels', 'hotel-vocabulary']>, language: string) {
  const cached = createTextCache();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return {
    seeRooms: t('card.seeRooms'),
    freeCancellation: t('card.freeCancellation'),
    breakfastAvailable: t('card.breakfastAvailable'),
    propertyCharges: t('card.propertyCharges'),
    compareShort: t('card.compareShort'),
    money: (amount: number, currency: string) =>
      cached(`money ${amount} ${currency}`, () => formatMoney({ amount, currency }, language)),
    perNight: (price: string) => cached(`night ${price}`, () => t('card.perNight', { price })),
    stay: (nights: number, rooms: number) =>
      cached(`stay ${nights} ${rooms}`, () =>
        t('card.stay', { nights: t('card.nights', { count: nights }), rooms: t('card.rooms', { count: rooms }) }),
      ),
    stars: (count: number) => cached(`stars ${count}`, () => t('card.stars', { count })),
    score: (score: number) => cached(`score ${score}`, () => number.format(score)),
    scoreLabel: (score: number) =>
      cached(`scoreLabel ${score}`, () => t('card.scoreLabel', { score: number.format(score) })),
    reviews: (count: number) => cached(`reviews ${count}`, () => t('card.reviews', { count })),
    distance: (km: number) => cached(`distance ${km}`, () => t('card.distance', { km: number.format(km) })),
    board: (board: string) => cached(`board ${board}`, () => t(`hotel-vocabulary:boards.${board}`)),
    vendor: (vendor: string) => cached(`vendor ${vendor}`, () => t('card.vendor', { vendor })),
    compare: (name: string) => cached(`compare ${name}`, () => t('card.compare', { name })),
    seeRoomsAt: (name: string) => cached(`rooms ${name}`, () => t('card.seeRoomsAt', { name })),
  };
}

export type HotelCardText = ReturnType<typeof createHotelCardText>;
