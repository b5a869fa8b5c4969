import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { useAgency } from '../../../shared/agency/agency-context';
import formClasses from '../../../shared/shell/form/form.module.css';
import backdrop from '../../../shared/agency/backdrop.module.css';
import classes from './auth-layouts.module.css';

/** The split-screen auth page: image and title on the left, the form on the right, legal links below. */
export function SplitAuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <div className={classes.split} data-testid="split-layout">
      <div
        className={classes.splitImage}
        style={{ backgroundImage: agency.backgroundImage ? `url("${agency.backgroundImage}")` : undefined }}
      >
        <div className={backdrop.overlay} style={{ opacity: agency.backgroundOverlay / 100 }} />
        <div className={classes.splitTitle}>
          <p className={classes.heading} style={{ color: agency.headingColor }} lang={agency.textLanguage}>
            {agency.heading}
          </p>
          <p className={classes.subHeading} style={{ color: agency.subHeadingColor }} lang={agency.textLanguage}>
            {agency.subHeading}
          </p>
        </div>
      </div>
      <div className={classes.splitForm}>
        <Link to="/" aria-label={t('header.home', { name: agency.agencyName })}>
          {agency.logo ? (
            <img src={agency.logo} alt={agency.agencyName} className={classes.logo} />
          ) : (
            <span className={classes.logoText}>{t('header.yourLogo')}</span>
          )}
        </Link>
        <div className={classes.splitFormBody}>
          <h1 className={classes.formTitle}>{title}</h1>
          {children}
        </div>
        <footer className={classes.splitFooter}>
          {agency.privacyPolicy && (
            <Link to="/privacy-policy" className={formClasses.link}>
              {t('footer.privacyPolicy')}
            </Link>
          )}
          {agency.disclaimer && (
            <Link to="/disclaimer" className={formClasses.link}>
              {t('footer.disclaimer')}
            </Link>
          )}
        </footer>
      </div>
    </div>
  );
}
