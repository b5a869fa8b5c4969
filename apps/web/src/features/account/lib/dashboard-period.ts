import { useSearchParams } from 'react-router';
import { DASHBOARD_MAX_DAYS } from '@travel/contracts';

/** The period picker's choices; 'custom' takes `from` and `to` from the URL. */
export const PERIOD_PRESETS = ['7d', '30d', '90d', 'year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DashboardPeriod {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The dates of a preset, today (UTC) included. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now = Date.now()): DashboardPeriod {
  const endDate = isoDay(now);
  if (preset === 'year') return { startDate: `${endDate.slice(0, 4)}-01-01`, endDate };
  const days = Number.parseInt(preset, 10);
  return { startDate: isoDay(now - (days - 1) * DAY_MS), endDate };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeError(from: string, to: string): 'missing' | 'order' | 'tooLong' | null {
  if (!DATE.test(from) || !DATE.test(to)) return 'missing';
  if (from > to) return 'order';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return days > DASHBOARD_MAX_DAYS ? 'tooLong' : null;
}

/**
 * The dashboard's period, kept in the URL (`?period=90d`, `?period=custom&from=…&to=…`) so a
 * reload or a link shows the same figures; the last 30 days by default.
 */
export function useDashboardPeriod() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const preset: PeriodPreset = PERIOD_PRESETS.includes(raw as PeriodPreset) ? (raw as PeriodPreset) : '30d';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const error = preset === 'custom' ? customRangeError(from, to) : null;
  const period: DashboardPeriod | null =
    preset === 'custom' ? (error ? null : { startDate: from, endDate: to }) : presetPeriod(preset);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setPreset = (value: PeriodPreset) => {
    if (value !== 'custom') return update({ period: value === '30d' ? null : value, from: null, to: null });
    // A custom range starts from the dates shown so far.
    const shown = period ?? presetPeriod('30d');
    update({ period: 'custom', from: from || shown.startDate, to: to || shown.endDate });
  };
  return {
    preset,
    from,
    to,
    error,
    period,
    setPreset,
    setFrom: (v: string) => update({ from: v }),
    setTo: (v: string) => update({ to: v }),
  };
}
