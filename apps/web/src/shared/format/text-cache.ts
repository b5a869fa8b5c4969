/**
 * A per-language cache of formatted texts: result cards come and go at every filter change, and
 * translating and formatting the same prices and labels again would take a good part of the frame.
 */
export function createTextCache() {
  const cache = new Map<string, string>();
  return (key: string, make: () => string): string => {
    let text = cache.get(key);
    if (text === undefined) {
      text = make();
      cache.set(key, text);
    }
    return text;
  };
}
