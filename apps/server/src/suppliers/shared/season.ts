import { parseIsoDate } from './zone-time';

/**
 * The season of a place: how much dearer a night or a rental day is in its local high season
 * (hotels and cars share it; figures in decision record 011).
 */

/** Northern-hemisphere month factors, January first (shifted six months south of the equator). */
const MONTH_FACTORS = [0.82, 0.85, 0.92, 1.02, 1.08, 1.18, 1.3, 1.32, 1.12, 1, 0.86, 1] as const;
const TROPICS_LATITUDE = 23.5;
/** From 20 December to 2 January, anywhere. */
const HOLIDAY_FACTOR = 1.2;
/** Season factor of a day at a latitude: peak in local summer, flatter in the tropics, up over Christmas. */
export function seasonFactor(date: string, latitude: number): number {
  const day = new Date(parseIsoDate(date) ?? 0);
  const month = day.getUTCMonth();
  const dayOfMonth = day.getUTCDate();
  if ((month === 11 && dayOfMonth >= 20) || (month === 0 && dayOfMonth <= 2)) return HOLIDAY_FACTOR;
  const local = latitude < 0 ? (month + 6) % 12 : month;
  const factor = MONTH_FACTORS[local] ?? 1;
  return Math.abs(latitude) < TROPICS_LATITUDE ? 1 + (factor - 1) * 0.4 : factor;
}
