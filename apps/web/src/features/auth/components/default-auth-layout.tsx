import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { useAgency } from '../../../shared/agency/agency-context';
import backdrop from '../../../shared/agency/backdrop.module.css';
import classes from './auth-layouts.module.css';

/** The branded auth page: logo, background video or image with heading and sub-heading, form centred. */
export function DefaultAuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <div
      className={`${backdrop.backdrop} ${classes.branded}`}
      style={{ backgroundImage: agency.backgroundImage ? `url("${agency.backgroundImage}")` : undefined }}
    >
      {agency.backgroundVideo && (
        <video
          className={backdrop.media}
          autoPlay
          loop
          muted
          playsInline
          poster={agency.backgroundImage ?? undefined}
          aria-hidden="true"
        >
          <source src={agency.backgroundVideo} />
          {t('landing.videoUnsupported')}
        </video>
      )}
      <div className={backdrop.overlay} style={{ opacity: agency.backgroundOverlay / 100 }} />
      <div className={classes.brandedContent}>
        <Link to="/" aria-label={t('header.home', { name: agency.agencyName })}>
          {agency.logo ? (
            <img src={agency.logo} alt={agency.agencyName} className={classes.logo} />
          ) : (
            <span className={classes.logoText}>{t('header.yourLogo')}</span>
          )}
        </Link>
        <p className={classes.heading} style={{ color: agency.headingColor }} lang={agency.textLanguage}>
          {agency.heading}
        </p>
        <p className={classes.subHeading} style={{ color: agency.subHeadingColor }} lang={agency.textLanguage}>
          {agency.subHeading}
        </p>
        <div className={classes.card}>
          <h1 className={classes.formTitle}>{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
