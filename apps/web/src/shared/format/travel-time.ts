/**
 * A place's local wall-clock time ('YYYY-MM-DDTHH:mm') is shown as it is: it is read as UTC
 * and formatted in UTC, so the visitor's own time zone never shifts it.
 */
function wallClock(local: string): Date {
  return new Date(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
}

export function formatLocalTime(local: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    wallClock(local),
  );
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
