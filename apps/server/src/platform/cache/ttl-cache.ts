/**
 * A small in-process cache with a time to live and a size bound. It holds only what can be
 * read again from the database; it is never the only copy of anything. Expired entries stay
 * (until the size bound evicts them) as the last good copy for `getStale`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.value;
  }

  /**
   * The last value stored under `key`, even past its time to live (kept until the size bound
   * evicts it): what to serve while the source cannot be read.
   */
  getStale(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
