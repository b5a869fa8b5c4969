import type { MantineColorSchemeManager } from '@mantine/core';
import { getCookie, setCookie } from './cookies';

export const COLOR_SCHEME_COOKIE = 'color-scheme';
const CHANGE_EVENT = 'color-scheme-change';
const ONE_YEAR = 31_536_000;

export type ColorScheme = 'light' | 'dark';

export function readColorScheme(): ColorScheme {
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
}

/** Sets the scheme on <html> (Mantine's CSS keys off it), remembers it, tells Mantine. */
export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  setCookie(COLOR_SCHEME_COOKIE, scheme, ONE_YEAR);
  window.dispatchEvent(new CustomEvent<ColorScheme>(CHANGE_EVENT, { detail: scheme }));
}

/** Lets Mantine's providers follow the shell's toggle (and set the cookie when they change it). */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: Event) => void) | null = null;
  return {
    get: (defaultValue) => {
      const value = getCookie(COLOR_SCHEME_COOKIE);
      return value === 'dark' || value === 'light' ? value : defaultValue;
    },
    set: (value) => setCookie(COLOR_SCHEME_COOKIE, value, ONE_YEAR),
    subscribe: (onUpdate) => {
      listener = (event) => onUpdate((event as CustomEvent<ColorScheme>).detail);
      window.addEventListener(CHANGE_EVENT, listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener(CHANGE_EVENT, listener);
      listener = null;
    },
    clear: () => setCookie(COLOR_SCHEME_COOKIE, 'light', ONE_YEAR),
  };
}
