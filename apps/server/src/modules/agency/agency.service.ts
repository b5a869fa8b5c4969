import type { PublicAgency } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { deepFreeze } from '../../platform/http/serializer';
import { toPublicAgency } from './agency.mapper';
import { TtlCache } from '../../platform/cache/ttl-cache';
import type { KeyValueStore } from '../../platform/cache/kv';
import { agencyRepo } from './agency.repo';
import { classifyHost, isWellFormedHost } from './host';
import type { AgencyRow } from '../../platform/db/schema';

const INVALIDATION_CHANNEL = 'agency-changed';

/**
 * Finds the agency of a host. Look-ups are cached in process for a few seconds (the hot path of
 * every request); a change to an agency is broadcast through the key-value store so every node
 * drops its copy at once.
 */
export class AgencyResolver {
  private readonly cache: TtlCache<AgencyRow | null>;
  private readonly responses = new WeakMap<AgencyRow, { data: PublicAgency }>();
  /** Bumped by every invalidation: a look-up that started before one must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly baseDomain: string,
    private readonly kv: KeyValueStore,
    ttlMs = 5_000,
  ) {
    this.cache = new TtlCache(ttlMs, 5_000);
  }

  async start(): Promise<void> {
    await this.kv.subscribe(INVALIDATION_CHANNEL, () => this.forget());
  }

  /** The agency of a host when it is cached (null: no agency there), undefined when not known yet. */
  peek(host: string): AgencyRow | null | undefined {
    return this.cache.get(host);
  }

  /**
   * The agency of a raw Host header (with its port), null when none or when the header is not
   * exactly a host (see isWellFormedHost). While the database cannot be read, the last good copy
   * of an expired entry is served.
   */
  async resolve(host: string): Promise<AgencyRow | null> {
    const cached = this.cache.get(host);
    if (cached !== undefined) return cached;
    if (!isWellFormedHost(host)) return null;
    const generation = this.generation;
    let row: AgencyRow | null;
    try {
      row = await this.lookUp(host);
    } catch (error) {
      const stale = this.cache.getStale(host);
      if (stale !== undefined) return stale;
      throw error;
    }
    if (generation === this.generation) this.cache.set(host, row);
    return row;
  }

  private async lookUp(host: string): Promise<AgencyRow | null> {
    const target = classifyHost(host, this.baseDomain);
    if (target.kind === 'owner') return agencyRepo.findOwner(this.db);
    if (target.kind === 'subdomain') {
      return (
        (await agencyRepo.findByCustomDomain(this.db, `${target.subdomain}.${this.baseDomain}`)) ??
        (await agencyRepo.findBySubdomain(this.db, target.subdomain))
      );
    }
    return agencyRepo.findByCustomDomain(this.db, target.host);
  }

  /**
   * The `GET /api/agency` answer for a resolved row, built once per cached row and frozen, so
   * its validation and serialisation are memoised too.
   */
  publicResponse(row: AgencyRow): { data: PublicAgency } {
    let response = this.responses.get(row);
    if (!response) {
      response = deepFreeze({ data: toPublicAgency(row) });
      this.responses.set(row, response);
    }
    return response;
  }

  /** Call after any change to an agency's row. */
  async invalidate(): Promise<void> {
    this.forget();
    await this.kv.publish(INVALIDATION_CHANNEL, 'changed');
  }

  private forget(): void {
    this.generation += 1;
    this.cache.clear();
  }
}
