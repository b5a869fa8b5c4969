import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import classes from '../../../shared/shell/shell.module.css';

function ErrorScreen({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${classes.container} ${classes.page}`}>
      <h1>{title}</h1>
      <p className={classes.dimmed}>{text}</p>
      <Link to="/" className={classes.primary}>
        {t('errors.home')}
      </Link>
    </div>
  );
}

/** /errors: something failed; the page that sent us here may pass a message in state. */
export function ErrorPage() {
  const { t } = useTranslation();
  const state = useLocation().state as { message?: string } | null;
  return <ErrorScreen title={t('common.somethingWentWrongBang')} text={state?.message ?? t('errors.tryAgain')} />;
}

/** /errors/500: the server failed (SSO and social log-in failures land here). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const state = useLocation().state as { message?: string } | null;
  return <ErrorScreen title={t('errors.serverTitle')} text={state?.message ?? t('errors.serverText')} />;
}
