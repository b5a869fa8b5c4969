import {
  Anchor,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  Drawer,
  Modal,
  ModalCloseButton,
  ModalHeader,
  ModalTitle,
  Notification,
  parseThemeColor,
  Radio,
  TableScrollContainer,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import {
  brandPalette,
  DARK_SURFACES,
  ensureContrast,
  LIGHT_SURFACES,
  safeBrandColor,
  tonesOf,
} from '@travel/contracts';

type Scheme = 'light' | 'dark';

/** The product's fonts; global.css sets the same stack for the shell's first paint. */
export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
type Variables = Record<string, string>;

/** The shade each hue is built from: the brand's own colour, the library's shade 6 for the others. */
const BASE_SHADE = 6;

/** Every colour variable of one hue in one scheme, from the palette module's accessible tones. */
function hueVariables(name: string, base: string, scheme: Scheme): Variables {
  const tones = tonesOf(base, scheme);
  return {
    [`--mantine-color-${name}-filled`]: tones.filled,
    [`--mantine-color-${name}-filled-hover`]: tones.filledHover,
    [`--mantine-color-${name}-on-filled`]: tones.onFilled,
    [`--mantine-color-${name}-light`]: tones.light,
    [`--mantine-color-${name}-light-hover`]: tones.lightHover,
    [`--mantine-color-${name}-light-color`]: tones.text,
    [`--mantine-color-${name}-text`]: tones.text,
    [`--mantine-color-${name}-outline`]: tones.text,
  };
}

/** The scheme's neutral text colours (secondary text, placeholders, errors), readable on its surfaces. */
function neutralVariables(scheme: Scheme): Variables {
  const gray = DEFAULT_THEME.colors.gray;
  const dark = DEFAULT_THEME.colors.dark;
  const red = DEFAULT_THEME.colors.red;
  const teal = DEFAULT_THEME.colors.teal;
  if (scheme === 'light') {
    const surfaces = [...LIGHT_SURFACES, tonesOf(red[6], 'light').light];
    return {
      '--mantine-color-dimmed': ensureContrast(gray[6], LIGHT_SURFACES, 'dark'),
      '--mantine-color-placeholder': ensureContrast(gray[5], LIGHT_SURFACES, 'dark'),
      '--mantine-color-error': ensureContrast(red[6], surfaces, 'dark'),
      '--mantine-color-success': ensureContrast(teal[8], LIGHT_SURFACES, 'dark'),
    };
  }
  const surfaces = [...DARK_SURFACES, tonesOf(red[6], 'dark').light];
  return {
    '--mantine-color-dimmed': ensureContrast(dark[2], DARK_SURFACES, 'light'),
    '--mantine-color-placeholder': ensureContrast(dark[3], DARK_SURFACES, 'light'),
    '--mantine-color-error': ensureContrast(red[6], surfaces, 'light'),
    '--mantine-color-success': ensureContrast(teal[6], DARK_SURFACES, 'light'),
  };
}

/**
 * The colour variables of both schemes, derived from the agency's brand colour and the library's
 * hues so that every text and control colour reads at 4.5:1 whatever brand colour is chosen.
 */
export function accessibleColorVariables(primaryColor: string): Record<Scheme, Variables> {
  const brand = safeBrandColor(primaryColor);
  const hues: Array<[string, string]> = [
    ['brand', brand],
    ...Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, shades]): [string, string] => [name, shades[BASE_SHADE]]),
  ];
  const result = { light: {} as Variables, dark: {} as Variables };
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, base] of hues) Object.assign(result[scheme], hueVariables(name, base, scheme));
    const brandTones = tonesOf(brand, scheme);
    Object.assign(result[scheme], neutralVariables(scheme), {
      '--mantine-primary-color-contrast': brandTones.onFilled,
      '--mantine-color-anchor': brandTones.text,
    });
  }
  return result;
}

/** Filled controls take the label colour worked out for their hue (white or black). */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined || parsed.color === 'dark') return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-on-filled)` };
};

/**
 * Dialogs: the close button is named, the header is no landmark of its own (a page has one
 * banner), and focus starts on the title, which says what the dialog is, rather than on 'close'.
 */
function dialogComponents(closeLabel: string) {
  return {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
    ModalCloseButton: ModalCloseButton.extend({ defaultProps: { 'aria-label': closeLabel } }),
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
    ModalTitle: ModalTitle.extend({ defaultProps: { tabIndex: -1, 'data-autofocus': true } }),
    // A table wider than a phone scrolls in its own box, which the keyboard can reach (2.1.1).
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native', tabIndex: 0 } }),
    // Radio buttons of 24 px: a target of the size 2.5.8 asks for, labels aside.
    Radio: Radio.extend({ defaultProps: { size: 'md' } }),
    // Links in running text are told from it by more than colour (1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
    // A toast's close button is named too.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
  };
}

export function buildTheme(primaryColor: string, closeLabel = 'Close') {
  const variables = accessibleColorVariables(primaryColor);
  const cssVariablesResolver: CSSVariablesResolver = (theme) => {
    const defaults = defaultCssVariablesResolver(theme);
    return {
      variables: defaults.variables,
      light: { ...defaults.light, ...variables.light },
      dark: { ...defaults.dark, ...variables.dark },
    };
  };
  const theme = createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 6 },
    colors: { brand: brandPalette(safeBrandColor(primaryColor)) as MantineColorsTuple },
    fontFamily: FONT_FAMILY,
    defaultRadius: 'md',
    cursorType: 'pointer',
    variantColorResolver,
    components: dialogComponents(closeLabel),
  });
  return { theme, cssVariablesResolver };
}
