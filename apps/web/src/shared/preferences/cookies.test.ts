import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from './cookies';

afterEach(() => {
  document.cookie = 'hint=; Max-Age=0; Path=/';
});

describe('getCookie', () => {
  it('reads a value, decoded', () => {
    setCookie('hint', 'a b=c', 60);
    expect(getCookie('hint')).toBe('a b=c');
  });

  it('treats an empty value (what deleting writes) as no cookie', () => {
    document.cookie = 'hint=; Path=/';
    expect(getCookie('hint')).toBeNull();
    expect(getCookie('absent')).toBeNull();
  });
});
