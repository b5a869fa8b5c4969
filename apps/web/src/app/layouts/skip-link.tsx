import { useTranslation } from '../../shared/i18n/react';
import classes from '../../shared/shell/shell.module.css';

/** The first stop of the Tab key: straight to the page's content, past header and filters (2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={classes.skipLink}
      onClick={(event) => {
        // Focus moves without touching the address (the router owns it).
        event.preventDefault();
        const main = document.getElementById('main');
        const target = main?.querySelector<HTMLElement>('h1') ?? main;
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
