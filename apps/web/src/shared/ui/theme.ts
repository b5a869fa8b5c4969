import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { brandPalette } from '@travel/contracts';

export function buildTheme(primaryColor: string) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: brandPalette(primaryColor) as MantineColorsTuple },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Labels on brand-coloured buttons switch to dark text when white would not read.
    autoContrast: true,
  });
}
