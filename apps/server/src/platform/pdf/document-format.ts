import { formatMoney, type Language, type Money } from '@travel/contracts';

/**
 * How the documents the server makes (the invoice, a voucher, rental terms, a ticket) write
 * amounts and dates in their reader's language: Intl with Brazilian Portuguese and neutral
 * Spanish. Wall-clock values ('2099-06-12', '2099-06-12T10:00', '15:00') are the place's own
 * time and print as they are, in that place's zone, never converted.
 */

/** The Intl locale of each language. */
export const DOCUMENT_LOCALES: Record<Language, string> = { en: 'en', pt: 'pt-BR', es: 'es' };

export interface DocumentFormat {
  money(money: Money): string;
  /** A calendar day of the place: '2099-06-12' -> 'Friday, June 12, 2099'. */
  day(localDate: string): string;
  /** A wall-clock time of the place: '15:00' -> '3:00 PM'. */
  time(localTime: string): string;
  /** A wall-clock date and time of the place: '2099-06-12T10:00' -> 'June 12, 2099 at 10:00 AM'. */
  dateTime(local: string): string;
  /** The day of an instant, in UTC (an invoice's dates): 'June 12, 2099'. */
  instantDay(instant: Date): string;
  /** An instant as the clocks of a place show it: 'June 12, 2099 at 10:00 AM'. */
  instantIn(instant: Date, timeZone: string): string;
}

const WALL_CLOCK = 'UTC';

/** A wall-clock string as the instant that shows it in UTC, or null when it is not one. */
function wallClock(date: string, time = '00:00'): Date | null {
  const parsed = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export function documentFormat(language: Language): DocumentFormat {
  const locale = DOCUMENT_LOCALES[language];
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: WALL_CLOCK });
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: WALL_CLOCK });
  const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: WALL_CLOCK });
  const instantDays = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: WALL_CLOCK });
  return {
    money: (money) => formatMoney(money, locale),
    day: (localDate) => {
      const at = wallClock(localDate.slice(0, 10));
      return at ? days.format(at) : localDate;
    },
    time: (localTime) => {
      const at = wallClock('2000-01-01', localTime.slice(0, 8));
      return at ? times.format(at) : localTime;
    },
    dateTime: (local) => {
      const [date = '', time = '00:00'] = local.split('T');
      const at = wallClock(date, time.slice(0, 8));
      return at ? dateTimes.format(at) : local.replace('T', ' ');
    },
    instantDay: (instant) => instantDays.format(instant),
    instantIn: (instant, timeZone) => {
      try {
        return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(instant);
      } catch {
        // An unknown zone: the instant in UTC, said so.
        return `${dateTimes.format(instant)} UTC`;
      }
    },
  };
}
