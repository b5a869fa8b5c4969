import { describe, expect, it } from 'vitest';
import {
  brandCssVariables,
  contrastRatio,
  DARK_SURFACES,
  ensureContrast,
  LIGHT_SURFACES,
  safeBrandColor,
  TEXT_CONTRAST,
  tonesOf,
} from './palette';

/** Brand colours of every kind: dark, mid-tone, light, saturated, grey, near-white and near-black. */
const BRANDS = [
  '#2d8696',
  '#1c7ed6',
  '#ffd43b',
  '#fab005',
  '#e03131',
  '#40c057',
  '#7950f2',
  '#ff00ff',
  '#00ffff',
  '#808080',
  '#f8f9fa',
  '#111111',
  '#ffffff',
  '#000000',
];

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2d8696', '#2d8696')).toBe(1);
  });

  it('matches the audit figure of grey #868e96 on white', () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already reads', () => {
    expect(ensureContrast('#495057', ['#ffffff'], 'dark')).toBe('#495057');
  });

  it('darkens or lightens a colour until it reads on every background', () => {
    const onLight = ensureContrast('#868e96', LIGHT_SURFACES, 'dark');
    for (const surface of LIGHT_SURFACES) expect(contrastRatio(onLight, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const onDark = ensureContrast('#828282', DARK_SURFACES, 'light');
    for (const surface of DARK_SURFACES) expect(contrastRatio(onDark, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe.each(BRANDS)('the tones of brand colour %s', (brand) => {
  it.each(['light', 'dark'] as const)('read at 4.5:1 in %s mode', (scheme) => {
    const tones = tonesOf(brand, scheme);
    // The label on a filled button.
    expect(contrastRatio(tones.onFilled, tones.filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(tones.onFilled, tones.filledHover)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Text in the brand colour: on the scheme's surfaces and on the brand's light tint.
    const surfaces = scheme === 'light' ? LIGHT_SURFACES : DARK_SURFACES;
    for (const background of [...surfaces, tones.light, tones.lightHover]) {
      expect(contrastRatio(tones.text, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});

describe('tonesOf', () => {
  it('keeps a dark brand colour as it is under a white label', () => {
    expect(tonesOf('#1864ab', 'light')).toMatchObject({ filled: '#1864ab', onFilled: '#ffffff' });
  });

  it('puts a black label on a light brand colour such as yellow, keeping the colour', () => {
    expect(tonesOf('#ffd43b', 'light')).toMatchObject({ filled: '#ffd43b', onFilled: '#000000' });
  });

  it('darkens a mid-tone brand colour just enough for a white label (the demo teal, 4.23:1 before)', () => {
    const tones = tonesOf('#2d8696', 'dark');
    expect(tones.onFilled).toBe('#ffffff');
    expect(tones.filled).not.toBe('#2d8696');
    expect(contrastRatio('#ffffff', tones.filled)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', tones.filled)).toBeLessThan(5);
  });

  it('lightens the brand text in dark mode (the active tab was #2d8696 on #242424, 2.77:1)', () => {
    const text = tonesOf('#2d8696', 'dark').text;
    expect(contrastRatio(text, '#242424')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brandCssVariables', () => {
  it.each(BRANDS)('gives the first paint readable brand colours for %s', (brand) => {
    const variables = brandCssVariables(brand);
    expect(variables['--brand-color']).toBe(brand);
    expect(
      contrastRatio(variables['--brand-contrast'] ?? '', variables['--brand-filled'] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables['--brand-link'] ?? '', '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables['--brand-link-on-dark'] ?? '', '#242424')).toBeGreaterThanOrEqual(4.5);
  });

  it('lets only a plain #rrggbb reach a style sheet', () => {
    expect(safeBrandColor('red;}body{display:none')).toBe('#1c7ed6');
    expect(brandCssVariables('url(x)')['--brand-color']).toBe('#1c7ed6');
  });
});
