import { Alert, Button, Center, Loader, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { validateNewPassword } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { useForgotPassword } from '../api/forgot-password';
import { useResetTokenValidity } from '../api/forgot-pwd-validity';
import { AuthFrame } from '../components/auth-frame';
import { PasswordChecklist } from '../components/password-checklist';

const rules = { password: (value: string) => validateNewPassword(value) };

/** The reset link's page: checks the link first; an expired one goes to /expired. */
export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const isActive = useIsAgencyActive();
  const token = useSearchParams()[0].get('token');
  const validity = useResetTokenValidity(token);
  const form = useFormFields({ password: '' }, rules);
  const reset = useForgotPassword();

  if (!token || validity.data === false || validity.isError) return <Navigate to="/expired" replace />;
  if (validity.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    reset.mutate(
      { token, password: form.values.password },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          void navigate('/login', { replace: true });
        },
      },
    );
  };

  return (
    <AuthFrame title={t('newPassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {reset.error && (
            <Alert color="red" role="alert" data-testid="form-error">
              {reset.error instanceof ApiError && reset.error.message
                ? reset.error.message
                : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          <div>
            <PasswordInput
              label={t('fields.newPassword')}
              autoComplete="new-password"
              required
              {...form.field('password')}
              onKeyDown={(event) => {
                if (event.key === ' ') {
                  event.preventDefault();
                  form.setFieldError('password', 'validation.spaceNotAllowed');
                }
              }}
            />
            <PasswordChecklist password={form.values.password} />
          </div>
          <Button type="submit" loading={reset.isPending} disabled={!isActive || form.hasVisibleErrors} fullWidth>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
