import type { TFunction } from '../../../shared/i18n/translator';
import { createTextCache } from '../../../shared/format/text-cache';
import { dayOffsetLabel, formatDuration, formatLocalTime, formatPrice, stopsLabel } from './format';

/**
 * The texts of the result cards, each worked out once per language and value: cards come and go
 * at every filter change, and translating and formatting the same durations, times and prices
 * again would take a good part of the frame.
 */
export function createCardText(t: TFunction<'flights'>, language: string) {
  const cached = createTextCache();
  return {
    select: t('card.select'),
    duration: (minutes: number) => cached(`duration ${minutes}`, () => formatDuration(t, minutes)),
    stops: (stops: readonly { airport: string }[]) =>
      cached(`stops ${stops.map((stop) => stop.airport).join(' ')}`, () => stopsLabel(t, stops)),
    /** The wall-clock part of a local 'YYYY-MM-DDTHH:mm'. */
    time: (local: string) => cached(`time ${local.slice(11, 16)}`, () => formatLocalTime(local, language)),
    dayOffset: (offset: number) => dayOffsetLabel(offset),
    dayOffsetSpoken: (offset: number) =>
      cached(`offset ${offset}`, () => t('card.dayOffset', { offset: dayOffsetLabel(offset) })),
    leg: (from: string, to: string) => cached(`leg ${from} ${to}`, () => t('card.legLabel', { from, to })),
    cabin: (cabin: string) => cached(`cabin ${cabin}`, () => t(`search.cabins.${cabin}`)),
    seatsLeft: (count: number) => cached(`seats ${count}`, () => t('card.seatsLeft', { count })),
    priceFor: (count: number) => cached(`for ${count}`, () => t('card.priceFor', { count })),
    price: (amount: number, currency: string) =>
      cached(`price ${amount} ${currency}`, () => formatPrice(amount, currency, language)),
    /** The trip's airlines as one list: 'TAP Air Portugal and United Airlines'. */
    airlines: (names: readonly string[]) =>
      cached(`airlines ${names.join('|')}`, () =>
        new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names),
      ),
    selectLabel: (airline: string, price: string) =>
      cached(`label ${airline} ${price}`, () => t('card.selectLabel', { airline, price })),
  };
}

export type CardText = ReturnType<typeof createCardText>;
