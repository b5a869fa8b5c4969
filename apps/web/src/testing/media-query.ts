import { vi } from 'vitest';

/** A media query's answer as the browser gives it (happy-dom has none), never changing. */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Until the mocks are restored, the screen matches exactly these media queries ('(max-width: 48em)'...). */
export function matchOnlyMediaQueries(...queries: string[]): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQuery(query, queries.includes(query)),
  );
}
