import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../platform/cache/kv';
import type { Db } from '../../platform/db/client';
import { agencyRepo } from './agency.repo';
import { AgencyResolver } from './agency.service';
import type { AgencyRow } from '../../platform/db/schema';

const OLD = { id: 'a1', heading: 'Old heading' } as AgencyRow;
const NEW = { id: 'a1', heading: 'New heading' } as AgencyRow;

afterEach(() => vi.restoreAllMocks());

/** A resolver on a store shared with "other nodes"; the repo is stubbed, so no database is needed. */
async function resolverWithStore() {
  const kv = createMemoryStore();
  const resolver = new AgencyResolver({} as Db, 'localhost', kv);
  await resolver.start();
  vi.spyOn(agencyRepo, 'findByCustomDomain').mockResolvedValue(null);
  return { kv, resolver };
}

describe('AgencyResolver', () => {
  it('answers look-ups from its cache until another node says an agency changed', async () => {
    const { kv, resolver } = await resolverWithStore();
    const bySubdomain = vi.spyOn(agencyRepo, 'findBySubdomain').mockResolvedValueOnce(OLD).mockResolvedValue(NEW);
    expect(await resolver.resolve('demo.localhost')).toBe(OLD);
    expect(await resolver.resolve('demo.localhost')).toBe(OLD);
    expect(bySubdomain).toHaveBeenCalledTimes(1);

    await kv.publish('agency-changed', 'changed');
    expect(await resolver.resolve('demo.localhost')).toBe(NEW);
  });

  it('does not cache a row read before a change it has been told about', async () => {
    const { kv, resolver } = await resolverWithStore();
    let answerOld: ((row: AgencyRow) => void) | undefined;
    const bySubdomain = vi
      .spyOn(agencyRepo, 'findBySubdomain')
      .mockImplementationOnce(() => new Promise<AgencyRow>((resolve) => (answerOld = resolve)))
      .mockResolvedValue(NEW);
    const pending = resolver.resolve('demo.localhost');
    await vi.waitFor(() => expect(bySubdomain).toHaveBeenCalledTimes(1));
    // The change lands while the first look-up is still reading the old row.
    await kv.publish('agency-changed', 'changed');
    answerOld?.(OLD);
    expect(await pending).toBe(OLD);
    expect(await resolver.resolve('demo.localhost')).toBe(NEW);
  });
});
