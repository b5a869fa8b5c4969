import { describe, expect, it } from 'vitest';
import { normaliseSubdomain, subdomainProblem } from './subdomain';

describe('subdomainProblem', () => {
  it('accepts 3 to 30 lower-case letters, digits and inner hyphens', () => {
    expect(subdomainProblem('abc')).toBeNull();
    expect(subdomainProblem('sun-travel-2')).toBeNull();
    expect(subdomainProblem('a'.repeat(30))).toBeNull();
  });
  it('refuses too short or too long', () => {
    expect(subdomainProblem('ab')).toBe('length');
    expect(subdomainProblem('a'.repeat(31))).toBe('length');
    expect(subdomainProblem('   ')).toBe('length');
  });
  it('refuses other characters and outer hyphens', () => {
    expect(subdomainProblem('-abc')).toBe('characters');
    expect(subdomainProblem('abc-')).toBe('characters');
    expect(subdomainProblem('ab_c')).toBe('characters');
    expect(subdomainProblem('ab.c')).toBe('characters');
    expect(subdomainProblem('açaí')).toBe('characters');
  });
  it('refuses reserved labels whatever their case', () => {
    for (const label of ['www', 'API', 'Admin', 'mail', 'app']) expect(subdomainProblem(label)).toBe('reserved');
  });
  it('compares in lower case', () => {
    expect(normaliseSubdomain(' Sun-Travel ')).toBe('sun-travel');
    expect(subdomainProblem('Sun-Travel')).toBeNull();
  });
});
