// In the `mantine` layer: loaded with a lazy page, they must not override the page's own styles.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AgencyContext } from '../agency/agency-context';
import { cookieColorSchemeManager } from '../preferences/color-scheme';
import { usePreferences, type Direction } from '../preferences/preferences-context';
import { buildTheme } from './theme';

function FollowDirection({ direction }: { direction: Direction }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(direction);
  }, [direction, setDirection]);
  return null;
}

/**
 * The component library's context (theme in the agency's colour, colour scheme, direction).
 * It loads with the first page or dialog that uses the library, never with the shell.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const agency = useContext(AgencyContext);
  const { direction } = usePreferences();
  const primaryColor = agency?.primaryColor ?? '#1c7ed6';
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const { theme, cssVariablesResolver } = useMemo(
    () => buildTheme(primaryColor, closeLabel),
    [primaryColor, closeLabel],
  );
  const [colorSchemeManager] = useState(cookieColorSchemeManager);
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <FollowDirection direction={direction} />
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
