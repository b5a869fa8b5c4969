import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import classes from './shell.module.css';

/** A path that exists for nobody, or not for this user (agent area, missing legal page). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={`${classes.container} ${classes.page}`}>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p className={classes.dimmed}>{t('errors.notFoundText')}</p>
      <Link to="/" className={classes.primary}>
        {t('errors.home')}
      </Link>
    </div>
  );
}
