import { describe, expect, it } from 'vitest';
import { classifyHost, isWellFormedHost, normaliseHost } from './host';

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

describe('isWellFormedHost', () => {
  it.each(['demo.localhost', 'Demo.LocalHost:3000', 'localhost', 'book.agency.com.', '127.0.0.1:8080', '[::1]:3000'])(
    'accepts %s',
    (host) => expect(isWellFormedHost(host)).toBe(true),
  );
  it.each([
    '',
    'demo.localhost:@evil.example',
    'demo.localhost:4200@evil.example',
    'user@demo.localhost',
    'demo.localhost:0',
    'demo.localhost:65536',
    'demo.localhost/x',
    'demo..localhost',
    '-demo.localhost',
    'demo.localhost:3000:1',
  ])('refuses %s', (host) => expect(isWellFormedHost(host)).toBe(false));
});
