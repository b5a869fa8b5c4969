/**
 * Wall-clock dates and times of a place (a hotel, a rental counter): 'YYYY-MM-DD' or
 * 'YYYY-MM-DDTHH:mm' as the place's clock reads, written in the reader's language but never moved
 * into the reader's zone.
 */

/** A calendar date of the place ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'), as written in the language. */
export function formatLocalDate(local: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${local.slice(0, 10)}T00:00:00Z`),
  );
}

/** A wall-clock time of the place ('YYYY-MM-DDTHH:mm[:ss]'), date and time as written in the language. */
export function formatLocalTime(local: string, language: string): string {
  const [date = '', time = '00:00'] = local.split('T');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T${time.slice(0, 5)}:00Z`),
  );
}

/** The place an IANA zone is named after ('Europe/Lisbon' -> 'Lisbon', 'America/Port_of_Spain' -> 'Port of Spain'). */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}
