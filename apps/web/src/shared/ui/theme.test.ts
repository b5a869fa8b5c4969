import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_SURFACES, LIGHT_SURFACES } from '@travel/contracts';
import { accessibleColorVariables, buildTheme, FONT_FAMILY } from './theme';

const BRANDS = [
  '#2d8696',
  '#1c7ed6',
  '#ffd43b',
  '#e8590c',
  '#7950f2',
  '#40c057',
  '#ff00ff',
  '#808080',
  '#f8f9fa',
  '#000000',
];
const HUES = ['brand', ...Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark')];

function contrast(variables: Record<string, string>, text: string, background: string): number {
  const a = variables[text] ?? background;
  const b = variables[background] ?? background;
  return contrastRatio(a, b);
}

describe.each(BRANDS)('the colour variables for brand colour %s', (brand) => {
  const variables = accessibleColorVariables(brand);

  it.each(['light', 'dark'] as const)('read at 4.5:1 for every hue in %s mode', (scheme) => {
    const v = variables[scheme];
    const surfaces = scheme === 'light' ? LIGHT_SURFACES : DARK_SURFACES;
    for (const hue of HUES) {
      expect(
        contrast(v, `--mantine-color-${hue}-on-filled`, `--mantine-color-${hue}-filled`),
        hue,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(v, `--mantine-color-${hue}-on-filled`, `--mantine-color-${hue}-filled-hover`),
        hue,
      ).toBeGreaterThanOrEqual(4.5);
      for (const background of [...surfaces, `--mantine-color-${hue}-light`, `--mantine-color-${hue}-light-hover`]) {
        expect(
          contrast(v, `--mantine-color-${hue}-light-color`, background),
          `${hue} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    for (const neutral of [
      '--mantine-color-dimmed',
      '--mantine-color-placeholder',
      '--mantine-color-error',
      '--mantine-color-anchor',
    ]) {
      for (const surface of surfaces) expect(contrast(v, neutral, surface), neutral).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(v, '--mantine-color-error', '--mantine-color-red-light')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v, '--mantine-primary-color-contrast', '--mantine-color-brand-filled')).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches the component library through its variables resolver', () => {
    const { theme, cssVariablesResolver } = buildTheme(brand);
    const resolved = cssVariablesResolver({
      ...DEFAULT_THEME,
      ...theme,
      colors: { ...DEFAULT_THEME.colors, ...theme.colors },
    } as typeof DEFAULT_THEME);
    expect(resolved.dark['--mantine-color-dimmed']).toBe(variables.dark['--mantine-color-dimmed']);
    expect(resolved.light['--mantine-color-brand-filled']).toBe(variables.light['--mantine-color-brand-filled']);
  });
});

describe('the audit figures', () => {
  it('no longer hold for the demo teal', () => {
    const { light, dark } = accessibleColorVariables('#2d8696');
    // Grey #868e96 on white was 3.32:1; #828282 on #242424 4.03:1; white on #2d8696 4.23:1.
    expect(light['--mantine-color-dimmed']).not.toBe('#868e96');
    expect(dark['--mantine-color-dimmed']).not.toBe('#828282');
    expect(contrastRatio('#ffffff', dark['--mantine-color-brand-filled'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the shell before the theme loads', () => {
  it("paints the shell in the theme's font before the theme loads", () => {
    const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');
    expect(css).toContain(`--mantine-font-family: ${FONT_FAMILY};`);
    expect(buildTheme('#1c7ed6').theme.fontFamily).toBe(FONT_FAMILY);
  });

  it("paints the shell's greys and error red as the theme does, in both schemes", () => {
    const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');
    const variables = accessibleColorVariables('#1c7ed6');
    for (const scheme of ['light', 'dark'] as const) {
      const block = css.match(new RegExp(`:root\\[data-mantine-color-scheme='${scheme}'\\] \\{([^}]*)\\}`))?.[1] ?? '';
      for (const name of ['--mantine-color-dimmed', '--mantine-color-error'])
        expect(block, `${scheme} ${name}`).toContain(`${name}: ${variables[scheme][name]};`);
    }
  });
});
