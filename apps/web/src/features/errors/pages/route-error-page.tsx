import { useTranslation } from '../../../shared/i18n/react';
import classes from '../../../shared/shell/shell.module.css';

/** A script or stylesheet chunk failed to load: usually a new release replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** What a page region shows when its page failed to load or to render. */
export function RouteErrorPage({ error }: { error: Error }) {
  const { t } = useTranslation();
  const isChunk = isChunkLoadError(error);
  return (
    <div className={`${classes.container} ${classes.page}`} role="alert">
      <h1>{isChunk ? t('errors.newVersionTitle') : t('common.somethingWentWrongBang')}</h1>
      <p className={classes.dimmed}>{isChunk ? t('errors.newVersionText') : t('errors.tryAgain')}</p>
      <button
        type="button"
        className={classes.primary}
        onClick={() => (isChunk ? location.reload() : location.assign('/'))}
      >
        {isChunk ? t('errors.reload') : t('errors.home')}
      </button>
    </div>
  );
}
