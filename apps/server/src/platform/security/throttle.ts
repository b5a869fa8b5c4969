import type { KeyValueStore } from '../cache/kv';

/**
 * Log-in tries counted per account and per IP in the shared key-value store (Redis when
 * configured, so every app node sees the same count). A try is counted before the password is
 * checked, so tries sent in parallel cannot all pass a check made before any of them failed;
 * a success gives its try back. Past the limit within the window, tries are refused before the
 * password is even checked.
 */
export class LoginThrottle {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limit = 10,
    private readonly windowSeconds = 60,
  ) {}

  private keys(agencyId: string, email: string, ip: string): [string, string] {
    return [`login-fail:account:${agencyId}:${email.toLowerCase()}`, `login-fail:ip:${ip}`];
  }

  /** Takes one try from the account's and the IP's budgets; false (and nothing taken) when either is spent. */
  async acquire(agencyId: string, email: string, ip: string): Promise<boolean> {
    const keys = this.keys(agencyId, email, ip);
    const counts = await Promise.all(keys.map((key) => this.kv.increment(key, this.windowSeconds)));
    if (counts.every((count) => count <= this.limit)) return true;
    await Promise.all(keys.map((key) => this.kv.increment(key, this.windowSeconds, -1)));
    return false;
  }

  /**
   * A success clears the account's count and gives the IP its try back (the IP's failures stay:
   * it may be trying many accounts). A failure needs nothing: its try stays counted.
   */
  async recordSuccess(agencyId: string, email: string, ip: string): Promise<void> {
    const [account, address] = this.keys(agencyId, email, ip);
    await Promise.all([this.kv.delete(account), this.kv.increment(address, this.windowSeconds, -1)]);
  }
}
