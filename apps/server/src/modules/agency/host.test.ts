import { describe, expect, it } from 'vitest';
import { classifyHost, normaliseHost } from './host';

describe('classifyHost', () => {
  it('gives the base domain and www to the owner', () => {
    expect(classifyHost('localhost:3000', 'localhost')).toEqual({ kind: 'owner' });
    expect(classifyHost('www.travel.example', 'travel.example')).toEqual({ kind: 'owner' });
  });

  it('reads one label under the base domain as a subdomain, case-insensitively', () => {
    expect(classifyHost('Demo.LocalHost:3000', 'localhost')).toEqual({ kind: 'subdomain', subdomain: 'demo' });
  });

  it('treats deeper names and other hosts as custom domains', () => {
    expect(classifyHost('a.b.localhost', 'localhost')).toEqual({ kind: 'custom', host: 'a.b.localhost' });
    expect(classifyHost('book.agency.com.', 'localhost')).toEqual({ kind: 'custom', host: 'book.agency.com' });
  });
});

describe('normaliseHost', () => {
  it('keeps IPv6 literals whole', () => {
    expect(normaliseHost('[::1]:3000')).toBe('[::1]:3000');
  });
});
