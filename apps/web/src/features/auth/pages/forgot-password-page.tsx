import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { FORGOT_PASSWORD_REDIRECT_MS, validateForgotPasswordEmail } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useForgotPasswordLink } from '../api/forgot-password-link';
import { AuthFrame } from '../components/auth-frame';

const rules = { email: validateForgotPasswordEmail };

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const isActive = useIsAgencyActive();
  const form = useFormFields({ email: '' }, rules);
  const send = useForgotPasswordLink();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = () => {
    if (!form.validateAll() || !isActive || send.isPending || send.isSuccess) return;
    send.mutate(
      { email: form.values.email.trim() },
      { onSuccess: () => (timer.current = window.setTimeout(() => void navigate('/'), FORGOT_PASSWORD_REDIRECT_MS)) },
    );
  };

  return (
    <AuthFrame title={t('forgot.title')}>
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          <Text size="sm">{t('forgot.intro')}</Text>
          {send.isSuccess && (
            <Alert color="green" role="status" data-testid="form-success">
              {send.data.message}
            </Alert>
          )}
          {send.error && (
            <Alert color="red" role="alert" data-testid="form-error">
              {send.error instanceof ApiError && send.error.message
                ? send.error.message
                : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <SubmitButton isValid={form.isValid} isBusy={send.isPending || send.isSuccess} fullWidth>
            {send.isPending ? t('forgot.sending') : t('forgot.submit')}
          </SubmitButton>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </ValidatedForm>
    </AuthFrame>
  );
}
