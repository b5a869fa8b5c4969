/**
 * The agency's own mail domain (issue 15, applications): which names are accepted and which DNS
 * records the agency must create before its mail is sent DKIM-signed from the domain.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Domains an agency cannot claim as its own (documentation, local and the test's reserved names). */
const RESERVED_SUFFIXES = ['localhost', 'local', 'invalid', 'example', 'test', 'arpa', 'internal'];

/** A domain name an agency may send from: 2+ labels, letters/digits/inner hyphens, a letter TLD. */
export function isValidMailDomain(value: string): boolean {
  const domain = value.trim().toLowerCase();
  if (domain.length < 4 || domain.length > 253 || domain.endsWith('.')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const tld = labels[labels.length - 1] ?? '';
  return /^[a-z]{2,63}$/.test(tld) && !RESERVED_SUFFIXES.includes(tld);
}

export function normaliseMailDomain(value: string): string {
  return value.trim().toLowerCase();
}

export const DNS_RECORD_PURPOSES = ['spf', 'dkim', 'returnPath'] as const;
export type DnsRecordPurpose = (typeof DNS_RECORD_PURPOSES)[number];

/** One DNS record the agency creates: its name, type and the value it must hold. */
export interface ExpectedDnsRecord {
  purpose: DnsRecordPurpose;
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
}

/** What the platform's side of the mail needs: the SPF include and the bounce host. */
export interface MailPlatformHosts {
  /** e.g. `_spf.mail.tripfolio.example`: included by the agency's SPF record. */
  spfInclude: string;
  /** e.g. `bounces.mail.tripfolio.example`: the CNAME target of the return path. */
  returnPathTarget: string;
}

/** The return-path host the agency points at the platform's bounce host. */
export const RETURN_PATH_LABEL = 'bounces';

/** The records to create for `domain`, its DKIM `selector` and base64 public key (DER, SPKI). */
export function expectedDnsRecords(
  domain: string,
  selector: string,
  publicKeyBase64: string,
  hosts: MailPlatformHosts,
): ExpectedDnsRecord[] {
  return [
    { purpose: 'spf', type: 'TXT', name: domain, value: `v=spf1 include:${hosts.spfInclude} ~all` },
    {
      purpose: 'dkim',
      type: 'TXT',
      name: `${selector}._domainkey.${domain}`,
      value: `v=DKIM1; k=rsa; p=${publicKeyBase64}`,
    },
    { purpose: 'returnPath', type: 'CNAME', name: `${RETURN_PATH_LABEL}.${domain}`, value: hosts.returnPathTarget },
  ];
}

const trimDot = (value: string) => value.toLowerCase().replace(/\.$/, '');

/** A TXT record's `tag=value` pairs (DKIM syntax), spaces inside values removed. */
function dkimTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, ''));
  }
  return tags;
}

/**
 * Whether the values DNS answered for a record's name satisfy it: the SPF record includes the
 * platform (one `v=spf1` record, other mechanisms allowed); the DKIM record carries the very key;
 * the return path is a CNAME to the platform's bounce host. TXT answers come in chunks, joined.
 */
export function dnsRecordMatches(expected: ExpectedDnsRecord, answers: string[]): boolean {
  if (expected.purpose === 'spf') {
    const spf = answers.filter((answer) => /^v=spf1(\s|$)/i.test(answer.trim()));
    const include = (expected.value.split(' ')[1] ?? '').toLowerCase();
    return spf.length === 1 && (spf[0] ?? '').toLowerCase().trim().split(/\s+/).includes(include);
  }
  if (expected.purpose === 'dkim') {
    const key = dkimTags(expected.value).get('p');
    return answers.some((answer) => {
      const tags = dkimTags(answer);
      return tags.get('v')?.toUpperCase() === 'DKIM1' && tags.get('p') === key;
    });
  }
  return answers.some((answer) => trimDot(answer) === trimDot(expected.value));
}
