/**
 * What the car pages show alike of an offer and a rental (the details, the checkout, the
 * confirmation, My Trips and the agency's booking): a rental's words, keyed by the supplier's
 * vocabulary so they read in the page's language.
 */
import type { TFunction } from '../i18n/translator';
import type { CarCharge, CarLocation } from '@travel/contracts';

/** The weekday names of a language, Sunday first (the order of a location's opening hours). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-07 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
}

/** A day's opening hours: 'HH:mm-HH:mm', round the clock, or closed (null). */
export type OpeningDay = { kind: 'closed' } | { kind: 'allDay' } | { kind: 'hours'; from: string; until: string };

export function openingDay(hours: string | null): OpeningDay {
  if (!hours) return { kind: 'closed' };
  const [from = '', until = ''] = hours.split('-');
  if (from === '00:00' && (until === '24:00' || until === '23:59')) return { kind: 'allDay' };
  return { kind: 'hours', from, until };
}

/**
 * A location's week as runs of days with the same hours, Monday first ('Mon–Fri 08:00–19:00'):
 * `days` are weekday indexes (0 Sunday).
 */
export function openingWeek(
  location: Pick<CarLocation, 'openingHours'>,
): Array<{ days: number[]; hours: string | null }> {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: Array<{ days: number[]; hours: string | null }> = [];
  for (const day of order) {
    const hours = location.openingHours[day] ?? null;
    const last = runs.at(-1);
    if (last && last.hours === hours) last.days.push(day);
    else runs.push({ days: [day], hours });
  }
  return runs;
}

/** The key (car-booking `charges.*`) of a charge, by its kind; the supplier's label is English. */
export const chargeKey = (charge: Pick<CarCharge, 'kind'>) => `charges.${charge.kind}`;

/** A rental's charges split into what is paid now and at the counter. */
export function chargesByPlace(charges: readonly CarCharge[]) {
  return {
    now: charges.filter((charge) => charge.payAt === 'now'),
    counter: charges.filter((charge) => charge.payAt === 'counter'),
  };
}

/**
 * An inclusion of the rate in the page's words: the supplier's known ones by key
 * (car-booking `inclusions.*`), a limited mileage with its km, anything else as the supplier says.
 */
export function inclusionText(inclusion: string, t: TFunction<'car-booking'>): string {
  const limited = /^(\d+) km per day$/.exec(inclusion);
  if (limited) return t('inclusions.kmPerDay', { km: Number(limited[1]) });
  const known: Record<string, string> = {
    'Collision damage waiver, no excess': 'inclusions.cdwNoExcess',
    'Collision damage waiver with an excess': 'inclusions.cdwExcess',
    'Theft protection': 'inclusions.theft',
    'Third-party liability': 'inclusions.liability',
    'Local taxes': 'inclusions.taxes',
    'Unlimited mileage': 'inclusions.unlimited',
  };
  const key = known[inclusion];
  return key ? t(key) : inclusion;
}
