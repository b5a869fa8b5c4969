import { Alert, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { validateLoginPassword } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { newPasswordRule, PasswordField } from '../../../shared/ui/password-field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useChangePassword } from '../api/change-password';

const rules = { current: validateLoginPassword, next: newPasswordRule };

export function PasswordCard() {
  const { t } = useTranslation('account');
  const isActive = useIsAgencyActive();
  const form = useFormFields({ current: '', next: '' }, rules);
  const change = useChangePassword();

  const submit = () => {
    if (!form.validateAll() || !isActive || change.isPending) return;
    change.mutate(
      { currentPassword: form.values.current, newPassword: form.values.next },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          form.reset();
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title" mb="md">
        {t('password.title')}
      </Title>
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          {change.error && (
            <Alert color="red" role="alert">
              {change.error instanceof ApiError && change.error.message
                ? change.error.message
                : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          <PasswordField form={form} name="current" label={t('password.current')} />
          <PasswordField form={form} name="next" label={t('password.new')} isNew />
          <Group>
            <SubmitButton isValid={form.isValid} loading={change.isPending}>
              {t('password.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </ValidatedForm>
    </Paper>
  );
}
