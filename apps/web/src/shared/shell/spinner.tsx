import { useTranslation } from '../i18n/react';
import classes from './shell.module.css';

/** A loading indicator that needs no component library. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 24 }}
    >
      <div className={classes.spinner} aria-hidden />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
