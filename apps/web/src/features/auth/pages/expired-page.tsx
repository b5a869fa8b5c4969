import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { AuthFrame } from '../components/auth-frame';

/** A reset link that expired or was used: ask for a new one. */
export function ExpiredPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('expired.title')}>
      <Stack gap="md">
        <Text>{t('expired.text')}</Text>
        <Button component={Link} to="/forgotpassword" fullWidth>
          {t('expired.again')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
