import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import { useAgency, useIsAgencyActive } from '../../../shared/agency/agency-context';
import { appConfig } from '../../../shared/app-config';
import formClasses from '../../../shared/shell/form/form.module.css';
import { socialAuthorizeUrl } from '../api/social';

/** Google and Facebook, as the agency's flags and the configured clients allow. */
export function SocialButtons({ isSignup }: { isSignup: boolean }) {
  const { t } = useTranslation('auth');
  const agency = useAgency();
  const isActive = useIsAgencyActive();
  const configured = appConfig().socialProviders;
  const google = agency.social.isGoogleEnabled && configured.includes('google');
  const facebook = agency.social.isFacebookEnabled && configured.includes('facebook');
  if (!google && !facebook) return null;
  const providers = [
    google && { name: 'Google', href: socialAuthorizeUrl('google', isSignup), Icon: IconBrandGoogle },
    facebook && { name: 'Facebook', href: socialAuthorizeUrl('facebook', isSignup), Icon: IconBrandFacebook },
  ].filter((provider) => provider !== false);
  return (
    <div className={formClasses.stack}>
      <div className={formClasses.divider}>{t('or')}</div>
      {providers.map(({ name, href, Icon }) => (
        // A link cannot be disabled: an inactive agency's is taken out of the tab order and its href.
        <a
          key={name}
          href={isActive ? href : undefined}
          className={formClasses.outline}
          aria-disabled={!isActive || undefined}
          role={isActive ? undefined : 'link'}
          tabIndex={isActive ? undefined : -1}
        >
          <Icon size={18} aria-hidden />
          {t('continueWith', { provider: name })}
        </a>
      ))}
    </div>
  );
}
