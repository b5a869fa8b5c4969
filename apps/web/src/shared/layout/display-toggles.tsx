import { IconMoon, IconSun, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { usePreferences } from '../preferences/preferences-context';
import classes from '../shell/shell.module.css';

/** Dark mode and right-to-left toggles. */
export function DisplayToggles() {
  const { t } = useTranslation();
  const { isRtl, toggleRtl, isDark, toggleDark } = usePreferences();
  return (
    <div className={classes.row} style={{ gap: 2 }}>
      <button
        type="button"
        className={classes.iconButton}
        aria-label={t('header.darkMode')}
        title={t('header.darkMode')}
        aria-pressed={isDark}
        onClick={toggleDark}
      >
        {isDark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </button>
      <button
        type="button"
        className={classes.iconButton}
        aria-label={t('header.rtl')}
        title={t('header.rtl')}
        aria-pressed={isRtl}
        onClick={toggleRtl}
      >
        {isRtl ? <IconTextDirectionLtr size={18} aria-hidden /> : <IconTextDirectionRtl size={18} aria-hidden />}
      </button>
    </div>
  );
}
