import type { KeyValueStore } from '../cache/kv';

/** Failed tries an account gets in a minute before it backs off. */
export const ACCOUNT_TRIES_PER_MINUTE = 10;
/**
 * Failed tries one address gets in a minute, whatever the accounts: much higher than an
 * account's, because a travel agency's office puts 30 agents behind one address.
 */
export const ADDRESS_TRIES_PER_MINUTE = 100;
/** The first back-off of an account, doubled at each further failure, up to the cap. */
const FIRST_BACK_OFF_SECONDS = 60;
const MAX_BACK_OFF_SECONDS = 3_600;
/** How long an account's run of failures is remembered without a new one. */
const FAILURES_MEMORY_SECONDS = 24 * 3_600;

/**
 * Log-in tries, counted per account and per address in the shared key-value store (Redis when
 * configured, so every app node sees the same counts).
 *
 * A try is counted before the password is checked, so tries sent in parallel cannot all pass a
 * check made before any of them failed; a success gives its try back. An account gets 10 tries
 * a minute; from its 10th failure in a row it backs off progressively (1 minute, then 2, 4...
 * up to an hour, each further failure doubling it) and, while it backs off, no try is checked.
 * An address gets 100 failed tries a minute across accounts: one colleague's typos never lock
 * the others of the office out.
 */
export class LoginThrottle {
  constructor(private readonly kv: KeyValueStore) {}

  private keys(agencyId: string, email: string, ip: string) {
    const account = `${agencyId}:${email.toLowerCase()}`;
    return {
      tries: `login-fail:account:${account}`,
      failures: `login-failures:account:${account}`,
      backOff: `login-back-off:account:${account}`,
      address: `login-fail:ip:${ip}`,
    };
  }

  /** Takes one try from the account's and the address's budgets; false (and nothing taken) when either is spent. */
  async acquire(agencyId: string, email: string, ip: string): Promise<boolean> {
    const keys = this.keys(agencyId, email, ip);
    if (await this.kv.get(keys.backOff)) return false;
    const [tries, fromAddress] = await Promise.all([
      this.kv.increment(keys.tries, 60),
      this.kv.increment(keys.address, 60),
    ]);
    if (tries <= ACCOUNT_TRIES_PER_MINUTE && fromAddress <= ADDRESS_TRIES_PER_MINUTE) return true;
    await Promise.all([this.kv.increment(keys.tries, 60, -1), this.kv.increment(keys.address, 60, -1)]);
    return false;
  }

  /** A wrong password: from the 10th failure in a row, the account backs off, twice as long each time. */
  async recordFailure(agencyId: string, email: string, ip: string): Promise<void> {
    const keys = this.keys(agencyId, email, ip);
    const failures = await this.kv.increment(keys.failures, FAILURES_MEMORY_SECONDS);
    if (failures < ACCOUNT_TRIES_PER_MINUTE) return;
    const seconds = Math.min(MAX_BACK_OFF_SECONDS, FIRST_BACK_OFF_SECONDS * 2 ** (failures - ACCOUNT_TRIES_PER_MINUTE));
    await this.kv.set(keys.backOff, String(failures), seconds);
  }

  /**
   * A success clears the account's counts and gives the address its try back (the address's
   * failures stay: it may be trying many accounts).
   */
  async recordSuccess(agencyId: string, email: string, ip: string): Promise<void> {
    const keys = this.keys(agencyId, email, ip);
    await Promise.all([
      this.kv.delete(keys.tries),
      this.kv.delete(keys.failures),
      this.kv.increment(keys.address, 60, -1),
    ]);
  }
}
