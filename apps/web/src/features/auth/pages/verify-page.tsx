import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { ApiError } from '../../../shared/api/api-error';
import { verifyEmail } from '../api/verify-email';
import { AuthFrame } from '../components/auth-frame';

/** The e-mail verification link lands here: the account is verified once, then log in. */
export function VerifyPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return (
    <AuthFrame title={t('verify.title')}>
      <Stack gap="md">
        {result.isPending && token && (
          <Center>
            <Loader aria-label={t('common:common.loading')} />
          </Center>
        )}
        {result.isSuccess && (
          <Alert color="green" role="status" data-testid="form-success">
            {result.data.message}
          </Alert>
        )}
        {(result.isError || !token) && (
          <Alert color="red" role="alert" data-testid="form-error">
            {result.error instanceof ApiError && result.error.message ? result.error.message : t('verify.invalid')}
          </Alert>
        )}
        <Button component={Link} to="/login" fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
