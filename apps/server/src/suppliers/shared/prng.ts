/**
 * Deterministic randomness: every choice of the simulator is a pure function of a string key
 * (route, date, flight...), so any node re-derives the same schedule and prices.
 */

/** FNV-1a 32-bit hash of a string, as an unsigned integer. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast 32-bit generator; returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A generator seeded by a key. */
export function seededRandom(key: string): () => number {
  return mulberry32(hashString(key));
}

/** One deterministic number in [0, 1) for a key: a single draw, no generator kept. */
export function unitHash(key: string): number {
  return mulberry32(hashString(key))();
}

/** A deterministic integer in [min, max] for a key. */
export function intHash(key: string, min: number, max: number): number {
  return min + Math.floor(unitHash(key) * (max - min + 1));
}

/** A deterministic pick from a non-empty list. */
export function pickHash<T>(key: string, items: readonly [T, ...T[]]): T {
  return items[Math.floor(unitHash(key) * items.length)] ?? items[0];
}
