/** Ten shades of a colour, lightest first (the component library's palette shape). */
export type ColorShades = readonly [string, string, string, string, string, string, string, string, string, string];

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: [number, number, number], to: [number, number, number], amount: number): [number, number, number] {
  return [0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * amount) as [number, number, number];
}

/** Ten shades around an agency's brand colour: lighter toward white, the colour at 6, darker after. */
export function brandPalette(hex: string): ColorShades {
  const base = parseHex(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const light = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14].map((amount) => toHex(mix(base, white, amount)));
  const dark = [0.12, 0.24, 0.36].map((amount) => toHex(mix(base, black, amount)));
  return [...light, hex, ...dark] as unknown as ColorShades;
}

function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#1a1b1e';

/** Text colour for a label on the brand colour: white when it reads well (4.5:1), else near-black. */
export function readableOn(background: string): string {
  return contrastRatio('#ffffff', background) >= 4.5 ? '#ffffff' : DARK_TEXT;
}

/** The first shade of the palette that reads at 4.5:1 on `background`, searching in `order`. */
export function readableShade(palette: readonly string[], background: string, order: readonly number[]): string {
  for (const index of order) {
    const shade = palette[index];
    if (shade && contrastRatio(shade, background) >= 4.5) return shade;
  }
  return background === '#ffffff' || luminance(background) > 0.5 ? DARK_TEXT : '#ffffff';
}

/**
 * The CSS variables of an agency's brand for the first paint: the colour, a darker shade, the
 * text colour on it, and link colours that read at 4.5:1 on light and dark backgrounds.
 */
export function brandCssVariables(color: string): Record<string, string> {
  // Only a plain #rrggbb ever reaches a style sheet.
  const primaryColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#1c7ed6';
  const palette = brandPalette(primaryColor);
  return {
    '--brand-color': primaryColor,
    '--brand-color-dark': palette[8],
    '--brand-contrast': readableOn(primaryColor),
    '--brand-link': readableShade(palette, '#f1f3f5', [6, 7, 8, 9]),
    '--brand-link-on-dark': readableShade(palette, '#242424', [4, 3, 2, 1, 0]),
  };
}
