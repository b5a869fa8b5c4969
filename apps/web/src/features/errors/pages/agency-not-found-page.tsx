import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../shared/layout/language-switcher';
import classes from '../../../shared/shell/shell.module.css';

/** The host has no agency (the server answered 404). */
export function AgencyNotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={`${classes.container} ${classes.page}`}>
      <h1>{t('error.AGENCY_NOT_FOUND')}</h1>
      <p className={classes.dimmed}>{t('errors.agencyNotFoundText')}</p>
      <LanguageSwitcher />
    </main>
  );
}
