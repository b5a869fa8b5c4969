import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '@travel/contracts';
import { useAgency } from '../agency/agency-context';
import shell from '../shell/shell.module.css';
import classes from './footer.module.css';

const SOCIAL_ICONS: Record<SocialLinkKey, typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
};

function Column({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className={classes.column} data-testid={testId}>
      <h2 className={classes.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Company, contact and social links, each only when the agency has it; pricing notes below. */
export function Footer() {
  const { t } = useTranslation();
  const agency = useAgency();
  const company = [
    agency.privacyPolicy && { to: '/privacy-policy', label: t('footer.privacyPolicy') },
    { to: '/user-terms-and-conditions', label: t('footer.terms') },
    agency.cookiesPolicy && { to: '/cookies-policy', label: t('footer.cookiesPolicy') },
    agency.disclaimer && { to: '/disclaimer', label: t('footer.disclaimer') },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
  const socials = SOCIAL_LINK_KEYS.flatMap((key) => {
    const url = agency[key];
    return url ? [{ key, url }] : [];
  });
  const hasContact = Boolean(agency.contactPhoneNumber || agency.contactEmailId);

  return (
    <footer className={classes.footer} data-testid="footer">
      <div className={shell.container}>
        <div className={classes.grid}>
          <Column title={t('footer.company')} testId="footer-company">
            {company.map((link) => (
              <Link key={link.to} to={link.to} className={shell.link}>
                {link.label}
              </Link>
            ))}
          </Column>
          {hasContact && (
            <Column title={t('footer.contact')} testId="footer-contact">
              {agency.contactPhoneNumber && (
                // A phone number reads left to right in a right-to-left page too (isolated, 1.3.2).
                <a href={`tel:${agency.contactPhoneNumber.replace(/\s/g, '')}`} className={shell.link}>
                  <bdi dir="ltr">{agency.contactPhoneNumber}</bdi>
                </a>
              )}
              {agency.contactEmailId && (
                <a href={`mailto:${agency.contactEmailId}`} className={shell.link}>
                  <bdi dir="ltr">{agency.contactEmailId}</bdi>
                </a>
              )}
            </Column>
          )}
          {socials.length > 0 && (
            <Column title={t('footer.social')} testId="footer-social">
              <div className={shell.row} style={{ gap: 12 }}>
                {socials.map(({ key, url }) => {
                  const Icon = SOCIAL_ICONS[key];
                  return (
                    <a
                      key={key}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.socialNames.${key}`)}
                      className={shell.link}
                    >
                      <Icon size={22} aria-hidden />
                    </a>
                  );
                })}
              </div>
            </Column>
          )}
        </div>
        <p className={classes.note}>{t('footer.pricingNote')}</p>
        <p className={classes.note}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: agency.agencyName })}
        </p>
      </div>
    </footer>
  );
}
