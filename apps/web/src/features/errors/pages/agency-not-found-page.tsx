import { useTranslation } from '../../../shared/i18n/react';
import { useSharedMessages } from '../../../shared/i18n/i18n';
import { LanguageSwitcher } from '../../../shared/layout/language-switcher';
import classes from '../../../shared/shell/shell.module.css';

/** The host has no agency (the server answered 404). */
export function AgencyNotFoundPage() {
  const { t } = useTranslation();
  const isReady = useSharedMessages();
  return (
    <main className={`${classes.container} ${classes.page}`}>
      <h1>{isReady ? t('error.AGENCY_NOT_FOUND') : document.title}</h1>
      <p className={classes.dimmed}>{t('errors.agencyNotFoundText')}</p>
      <LanguageSwitcher />
    </main>
  );
}
