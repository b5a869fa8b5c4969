import { useTranslation } from '../i18n/react';
import classes from '../shell/shell.module.css';

/** Full-screen loading overlay (spec section 2): shown while the profile loads with a token. */
export function FullScreenLoader({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className={classes.overlay} role="status" aria-live="polite" data-testid="full-screen-loader">
      <div className={classes.spinner} aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
}
