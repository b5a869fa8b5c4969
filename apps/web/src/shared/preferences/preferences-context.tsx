import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY } from '@travel/contracts';
import { applyColorScheme, readColorScheme, type ColorScheme } from './color-scheme';
import { deleteCookie, getCookie, setCookie } from './cookies';
import { useDropStaleCurrency } from './stale-currency';

const ONE_YEAR = 31_536_000;
export const DIRECTION_COOKIE = 'direction';
export type Direction = 'ltr' | 'rtl';

interface Preferences {
  currency: string;
  setCurrency(currency: string): void;
  direction: Direction;
  isRtl: boolean;
  toggleRtl(): void;
  isDark: boolean;
  toggleDark(): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/**
 * Currency, reading direction and colour scheme, remembered in cookies so the server renders
 * the next page right on first paint. Plain state: the shell needs no component library.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState(() => getCookie(CURRENCY_COOKIE) ?? DEFAULT_CURRENCY);
  const [direction, setDirection] = useState<Direction>(() => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'));
  const [scheme, setScheme] = useState<ColorScheme>(readColorScheme);

  const setCurrency = useCallback((next: string) => {
    setCurrencyState(next);
    setCookie(CURRENCY_COOKIE, next, ONE_YEAR);
  }, []);
  const dropCurrency = useCallback(() => {
    setCurrencyState(DEFAULT_CURRENCY);
    deleteCookie(CURRENCY_COOKIE);
  }, []);
  useDropStaleCurrency(currency, dropCurrency);
  const toggleRtl = useCallback(() => {
    setDirection((current) => {
      const next = current === 'rtl' ? 'ltr' : 'rtl';
      document.documentElement.dir = next;
      setCookie(DIRECTION_COOKIE, next, ONE_YEAR);
      return next;
    });
  }, []);
  const toggleDark = useCallback(() => {
    setScheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      applyColorScheme(next);
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({
      currency,
      setCurrency,
      direction,
      isRtl: direction === 'rtl',
      toggleRtl,
      isDark: scheme === 'dark',
      toggleDark,
    }),
    [currency, setCurrency, direction, toggleRtl, scheme, toggleDark],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
