/**
 * A place's local wall-clock time ('YYYY-MM-DDTHH:mm') is shown as it is: it is read as UTC
 * and formatted in UTC, so the visitor's own time zone never shifts it.
 */
function wallClock(local: string): Date {
  return new Date(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A flight time as the language writes it, the same everywhere (results, details, checkout,
 * trips, the agency's bookings): '2:55 PM' in English, '14:55' in Portuguese and Spanish.
 * Formats are kept per language: result cards format many times in one frame.
 */
export function formatLocalTime(local: string, language: string): string {
  const date = wallClock(local.slice(0, 16));
  if (Number.isNaN(date.getTime())) return local;
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormats.set(language, format);
  }
  return format.format(date);
}

export function formatLocalDate(local: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(wallClock(local));
}

/** '7h 30m', '45m'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`;
}

/** '+1', '-1' or '' for the day an arrival lands on, relative to the departure day. */
export function dayOffsetLabel(offset: number): string {
  return offset === 0 ? '' : `${offset > 0 ? '+' : ''}${offset}`;
}
