import { Alert, Center, Loader, Stack } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { newPasswordRule, PasswordField } from '../../../shared/ui/password-field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useForgotPassword } from '../api/forgot-password';
import { useResetTokenValidity } from '../api/forgot-pwd-validity';
import { AuthFrame } from '../components/auth-frame';

const rules = { password: newPasswordRule };

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

  const submit = () => {
    if (!form.validateAll() || !isActive || reset.isPending) return;
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
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          {reset.error && (
            <Alert color="red" role="alert" data-testid="form-error">
              {reset.error instanceof ApiError && reset.error.message
                ? reset.error.message
                : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          <PasswordField form={form} name="password" label={t('fields.newPassword')} isNew />
          <SubmitButton isValid={form.isValid} loading={reset.isPending} fullWidth>
            {t('newPassword.submit')}
          </SubmitButton>
        </Stack>
      </ValidatedForm>
    </AuthFrame>
  );
}
