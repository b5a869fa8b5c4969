import { Resolver } from 'node:dns/promises';
import { dnsRecordMatches, type ExpectedDnsRecord } from '@travel/contracts';

/** Answers DNS lookups of a mail domain's records: TXT (chunks joined) and CNAME. */
export interface DnsLookup {
  txt(name: string): Promise<string[]>;
  cname(name: string): Promise<string[]>;
}

/** "No such record" in its many spellings: an empty answer, not a failure. */
const ABSENT = new Set([
  'ENOTFOUND',
  'ENODATA',
  'ENONAME',
  'NXDOMAIN',
  'ESERVFAIL',
  'EREFUSED',
  'ETIMEOUT',
  'ECONNREFUSED',
]);

async function orNothing<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (err) {
    if (err && typeof err === 'object' && 'code' in err && ABSENT.has(String(err.code))) return [];
    throw err;
  }
}

/** node:dns, asking `servers` (ip or ip:port) when given, the system's resolvers otherwise. */
export function nodeDnsLookup(servers: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return {
    txt: async (name) => (await orNothing(resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: (name) => orNothing(resolver.resolveCname(name)),
  };
}

/** Whether each expected record is in DNS now, in the order given. */
export async function checkDnsRecords(dns: DnsLookup, records: ExpectedDnsRecord[]): Promise<boolean[]> {
  return Promise.all(
    records.map(async (record) => {
      const answers = record.type === 'TXT' ? await dns.txt(record.name) : await dns.cname(record.name);
      return dnsRecordMatches(record, answers);
    }),
  );
}
