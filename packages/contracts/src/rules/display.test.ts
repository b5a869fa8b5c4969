import { describe, expect, it } from 'vitest';
import { HERO_HEADING_STEPS, TEXT_TRUNCATE_LENGTH } from '../constants';
import { clampRating, heroHeadingSize, truncate } from './display';

describe('clampRating', () => {
  it('rounds to a whole star', () => {
    expect(clampRating(3.4)).toBe(3);
    expect(clampRating(3.5)).toBe(4);
    expect(clampRating(4.6)).toBe(5);
  });

  it('clamps to 0..5', () => {
    expect(clampRating(-2)).toBe(0);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(5)).toBe(5);
    expect(clampRating(0)).toBe(0);
  });

  it('treats NaN and infinities as 0', () => {
    expect(clampRating(Number.NaN)).toBe(0);
    expect(clampRating(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampRating(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('truncate', () => {
  it('cuts text longer than 20 characters and adds an ellipsis', () => {
    expect(TEXT_TRUNCATE_LENGTH).toBe(20);
    expect(truncate('Grand Hotel Lisboa Riverside')).toBe('Grand Hotel Lisboa R...');
    expect(truncate('123456789012345678901')).toBe('12345678901234567890...');
  });

  it('leaves text of 20 characters or fewer unchanged', () => {
    expect(truncate('12345678901234567890')).toBe('12345678901234567890');
    expect(truncate('Hotel Sol')).toBe('Hotel Sol');
    expect(truncate('')).toBe('');
  });

  it('takes another length', () => {
    expect(truncate('Lisbon', 3)).toBe('Lis...');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('heroHeadingSize', () => {
  it('is large under 50 characters, medium under 100, small from 100', () => {
    expect(HERO_HEADING_STEPS).toEqual([50, 100]);
    expect(heroHeadingSize('')).toBe('large');
    expect(heroHeadingSize('a'.repeat(49))).toBe('large');
    expect(heroHeadingSize('a'.repeat(50))).toBe('medium');
    expect(heroHeadingSize('a'.repeat(99))).toBe('medium');
    expect(heroHeadingSize('a'.repeat(100))).toBe('small');
  });
});
