import { useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@travel/contracts';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import classes from '../shell/shell.module.css';

/** Keys that change a closed select's value in place, one step at a time. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Sets the language cookie and <html lang>; the choice outlives the session. Stepping through
 * the closed list with the arrow keys only moves the choice: it applies on Enter or when focus
 * leaves (3.2.2), while a choice made in the open list applies at once.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Language | null>(null);
  const isStepping = useRef(false);
  const apply = (value: string) => {
    setDraft(null);
    if (isLanguage(value) && value !== currentLanguage()) void changeLanguage(value);
  };
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className={classes.select}
        value={draft ?? currentLanguage()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft) {
            event.preventDefault();
            apply(draft);
            return;
          }
          isStepping.current = STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
        }}
        onMouseDown={() => {
          isStepping.current = false;
        }}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (!isLanguage(value)) return;
          if (isStepping.current) setDraft(value);
          else apply(value);
        }}
        onBlur={() => {
          if (draft) apply(draft);
        }}
        data-testid="language-switcher"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </>
  );
}
