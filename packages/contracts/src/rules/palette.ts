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

const WHITE = '#ffffff';
const BLACK = '#000000';
/** The smallest contrast WCAG 2.2 AA asks of normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** The surfaces text sits on in light mode: white, and the component library's gray 0 and 1. */
export const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5'] as const;
/** The surfaces of dark mode: the body (dark 7), cards and inputs (dark 6), hover (dark 5), dark 8. */
export const DARK_SURFACES = ['#242424', '#2e2e2e', '#3b3b3b', '#1f1f1f'] as const;

function minContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/**
 * The colour nearest to `color` on its way to black (`toward: 'dark'`) or white that reads at
 * `ratio` on every one of `backgrounds`: the colour itself when it already does.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  toward: 'dark' | 'light',
  ratio = TEXT_CONTRAST,
): string {
  const base = parseHex(color);
  const target = parseHex(toward === 'dark' ? BLACK : WHITE);
  for (let step = 0; step <= 50; step += 1) {
    const candidate = toHex(mix(base, target, step / 50));
    if (minContrast(candidate, backgrounds) >= ratio) return candidate;
  }
  return toward === 'dark' ? BLACK : WHITE;
}

/** How far `color` must move toward `target` (0 to 1) before `text` reads on it at 4.5:1. */
function distanceToReadable(color: string, target: string, text: string): number {
  const base = parseHex(color);
  for (let step = 0; step <= 50; step += 1) {
    if (contrastRatio(toHex(mix(base, parseHex(target), step / 50)), text) >= TEXT_CONTRAST) return step / 50;
  }
  return 1;
}

/** The colours of one hue in one colour scheme, every text one readable at 4.5:1 where it is used. */
export interface Tones {
  /** Background of a filled control (button, badge, checked box). */
  filled: string;
  filledHover: string;
  /** The label on `filled`: white or black, whichever reads with the least change to the hue. */
  onFilled: string;
  /** Background of a light (tinted) control and its hover. */
  light: string;
  lightHover: string;
  /** Text in the hue: links, outline and light controls, the active tab; reads on the scheme's surfaces and on `light`. */
  text: string;
}

/**
 * The tones of a hue (`color`, a #rrggbb) in a colour scheme. The filled background keeps the
 * hue when white or black reads on it; otherwise it is darkened until white does. Text in the
 * hue is darkened (light mode) or lightened (dark mode) until it reads on every surface.
 */
export function tonesOf(color: string, scheme: 'light' | 'dark'): Tones {
  const towardWhite = distanceToReadable(color, BLACK, WHITE);
  const towardBlack = distanceToReadable(color, WHITE, BLACK);
  // White labels unless black reads with clearly less change (a light hue such as yellow).
  const whiteLabel = towardWhite <= towardBlack + 0.2;
  const filled = toHex(
    mix(parseHex(color), parseHex(whiteLabel ? BLACK : WHITE), whiteLabel ? towardWhite : towardBlack),
  );
  const filledHover = toHex(mix(parseHex(filled), parseHex(whiteLabel ? BLACK : WHITE), whiteLabel ? 0.12 : 0.2));
  const surface = scheme === 'light' ? WHITE : DARK_SURFACES[0];
  const light = toHex(mix(parseHex(color), parseHex(surface), scheme === 'light' ? 0.88 : 0.8));
  const lightHover = toHex(mix(parseHex(color), parseHex(surface), scheme === 'light' ? 0.8 : 0.7));
  const surfaces = scheme === 'light' ? LIGHT_SURFACES : DARK_SURFACES;
  const text = ensureContrast(color, [...surfaces, light, lightHover], scheme === 'light' ? 'dark' : 'light');
  return { filled, filledHover, onFilled: whiteLabel ? WHITE : BLACK, light, lightHover, text };
}

/** Text colour for a label on the brand colour: white when it reads well (4.5:1), else black. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= TEXT_CONTRAST ? WHITE : BLACK;
}

/** The agency's colour as a plain #rrggbb (only that ever reaches a style sheet). */
export function safeBrandColor(color: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : '#1c7ed6';
}

/**
 * The CSS variables of an agency's brand for the first paint: the colour, a darker shade, the
 * filled background with its label, and text colours that read at 4.5:1 in light and dark mode.
 */
export function brandCssVariables(color: string): Record<string, string> {
  const primaryColor = safeBrandColor(color);
  const palette = brandPalette(primaryColor);
  const light = tonesOf(primaryColor, 'light');
  const dark = tonesOf(primaryColor, 'dark');
  return {
    '--brand-color': primaryColor,
    '--brand-color-dark': palette[8],
    '--brand-filled': light.filled,
    '--brand-filled-hover': light.filledHover,
    '--brand-contrast': light.onFilled,
    '--brand-link': light.text,
    '--brand-link-on-dark': dark.text,
  };
}
