import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAgency, useIsAgencyActive } from '../../../shared/agency/agency-context';
import { appConfig } from '../../../shared/app-config';
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
  return (
    <Stack gap="xs">
      <Divider label={t('or')} labelPosition="center" />
      {google && (
        <Button
          component="a"
          href={socialAuthorizeUrl('google', isSignup)}
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          disabled={!isActive}
        >
          {t('continueWith', { provider: 'Google' })}
        </Button>
      )}
      {facebook && (
        <Button
          component="a"
          href={socialAuthorizeUrl('facebook', isSignup)}
          variant="default"
          leftSection={<IconBrandFacebook size={18} aria-hidden />}
          disabled={!isActive}
        >
          {t('continueWith', { provider: 'Facebook' })}
        </Button>
      )}
    </Stack>
  );
}
