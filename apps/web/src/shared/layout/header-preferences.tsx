import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import classes from '../shell/shell.module.css';
import { CurrencySelector } from './currency-selector';
import { DisplayToggles } from './display-toggles';
import { LanguageSwitcher } from './language-switcher';

/**
 * Language, currency, dark mode and direction. Inline in the header on wider screens; on a phone
 * (under 36em) one button opens them as a small panel, so the header stays one row.
 */
export function HeaderPreferences() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={classes.preferences}>
      <button
        ref={toggleRef}
        type="button"
        className={classes.preferencesToggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('header.preferences')}
        title={t('header.preferences')}
        onClick={() => setOpen((open) => !open)}
        data-testid="preferences-toggle"
      >
        <IconAdjustmentsHorizontal size={18} aria-hidden />
      </button>
      <div id={panelId} className={classes.preferencesPanel} data-open={isOpen}>
        <LanguageSwitcher />
        <CurrencySelector />
        <DisplayToggles />
      </div>
    </div>
  );
}
