import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@travel/contracts';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import classes from '../shell/shell.module.css';

const NAMES: Record<Language, string> = { en: 'English', pt: 'Português', es: 'Español' };

/** Sets the language cookie and <html lang>; the choice outlives the session. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className={classes.select}
        value={currentLanguage()}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
        data-testid="language-switcher"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </>
  );
}
