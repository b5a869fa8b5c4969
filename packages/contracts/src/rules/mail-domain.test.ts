import { describe, expect, it } from 'vitest';
import { dnsRecordMatches, expectedDnsRecords, isValidMailDomain } from './mail-domain';

const HOSTS = { spfInclude: '_spf.platform.example', returnPathTarget: 'bounces.platform.example' };
const [SPF, DKIM, RETURN_PATH] = expectedDnsRecords('mail.agency.com', 'tf1', 'MIIBKEY+/=', HOSTS);

describe('isValidMailDomain', () => {
  it.each(['agency.com', 'mail.agency.co.uk', 'a-b.pt', 'X.Agency.COM'])('accepts %s', (domain) => {
    expect(isValidMailDomain(domain)).toBe(true);
  });
  it.each([
    'agency',
    'localhost',
    '-a.com',
    'a-.com',
    'a..com',
    'a_b.com',
    'agency.test',
    'a.com.',
    'a.c0m',
    `${'a'.repeat(64)}.com`,
    'a b.com',
  ])('refuses %s', (domain) => {
    expect(isValidMailDomain(domain)).toBe(false);
  });
});

describe('expected DNS records', () => {
  it('asks for SPF, DKIM under the selector and the return-path CNAME', () => {
    expect(SPF).toEqual({
      purpose: 'spf',
      type: 'TXT',
      name: 'mail.agency.com',
      value: 'v=spf1 include:_spf.platform.example ~all',
    });
    expect(DKIM).toEqual({
      purpose: 'dkim',
      type: 'TXT',
      name: 'tf1._domainkey.mail.agency.com',
      value: 'v=DKIM1; k=rsa; p=MIIBKEY+/=',
    });
    expect(RETURN_PATH).toEqual({
      purpose: 'returnPath',
      type: 'CNAME',
      name: 'bounces.mail.agency.com',
      value: 'bounces.platform.example',
    });
  });
});

describe('dnsRecordMatches', () => {
  if (!SPF || !DKIM || !RETURN_PATH) throw new Error('records missing');
  it('SPF: one v=spf1 record including the platform, other mechanisms allowed', () => {
    expect(dnsRecordMatches(SPF, ['v=spf1 include:_spf.google.com include:_spf.platform.example -all'])).toBe(true);
    expect(dnsRecordMatches(SPF, ['other', 'v=spf1 include:_spf.platform.example ~all'])).toBe(true);
    expect(dnsRecordMatches(SPF, ['v=spf1 include:_spf.google.com ~all'])).toBe(false);
    // Two SPF records make SPF fail for receivers: not verified.
    expect(dnsRecordMatches(SPF, ['v=spf1 include:_spf.platform.example ~all', 'v=spf1 -all'])).toBe(false);
    expect(dnsRecordMatches(SPF, [])).toBe(false);
  });
  it('DKIM: the very key, spaces and tag order aside', () => {
    expect(dnsRecordMatches(DKIM, ['k=rsa; v=DKIM1; p=MIIB KEY+/=;'])).toBe(true);
    expect(dnsRecordMatches(DKIM, ['v=DKIM1; k=rsa; p=miibkey+/='])).toBe(false);
    expect(dnsRecordMatches(DKIM, ['v=DKIM1; k=rsa; p=OTHER'])).toBe(false);
    expect(dnsRecordMatches(DKIM, ['p=MIIBKEY+/='])).toBe(false);
  });
  it('return path: a CNAME to the bounce host, trailing dot and case aside', () => {
    expect(dnsRecordMatches(RETURN_PATH, ['Bounces.Platform.Example.'])).toBe(true);
    expect(dnsRecordMatches(RETURN_PATH, ['bounces.other.example'])).toBe(false);
  });
});
