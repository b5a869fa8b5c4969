import { Anchor, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAgency } from '../../../shared/agency/agency-context';
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
        <div className={classes.overlay} style={{ opacity: agency.backgroundOverlay / 100 }} />
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
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </div>
        <Group gap="md" component="footer" className={classes.splitFooter}>
          {agency.privacyPolicy && (
            <Anchor component={Link} to="/privacy-policy" size="sm">
              {t('footer.privacyPolicy')}
            </Anchor>
          )}
          {agency.disclaimer && (
            <Anchor component={Link} to="/disclaimer" size="sm">
              {t('footer.disclaimer')}
            </Anchor>
          )}
        </Group>
      </div>
    </div>
  );
}
