import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { validateEmail, type UserProfile } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-context';
import { notify } from '../../../shared/ui/notify';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useRequestEmailChange, useVerifyEmailCode } from '../api/change-email';

/** Each step checks only its own field. */
const emailStepRules = { email: validateEmail };
const codeStepRules = {
  code: (value: string) => (/^\d{6}$/.test(value.trim()) ? null : ('validation.invalid' as const)),
};

/** A new e-mail is proven with a code sent to it before it replaces the old one. */
export function EmailCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const { refresh } = useSession();
  const isActive = useIsAgencyActive();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useFormFields({ email: '', code: '' }, pendingEmail ? codeStepRules : emailStepRules);
  const request = useRequestEmailChange();
  const verify = useVerifyEmailCode();
  const error = request.error ?? verify.error;

  const submit = () => {
    if (!form.validateAll() || !isActive || request.isPending || verify.isPending) return;
    if (!pendingEmail) {
      const email = form.values.email.trim().toLowerCase();
      request.mutate({ email }, { onSuccess: () => setPendingEmail(email) });
      return;
    }
    verify.mutate(
      { code: form.values.code.trim() },
      {
        onSuccess: () => {
          void notify(t('email.changed'), 'success');
          setPendingEmail(null);
          form.reset();
          refresh();
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="email-title">
      <Title order={2} size="h4" id="email-title" mb="md">
        {t('email.title')}
      </Title>
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          <Text size="sm">{t('email.current', { email: profile.email })}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          {pendingEmail ? (
            <>
              <Text size="sm">{t('email.codeSent', { email: pendingEmail })}</Text>
              <TextInput
                label={t('email.code')}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                required
                {...form.field('code')}
              />
            </>
          ) : (
            <TextInput
              label={t('email.new')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              {...form.field('email')}
            />
          )}
          <Group>
            <SubmitButton isValid={form.isValid} loading={request.isPending || verify.isPending}>
              {pendingEmail ? t('email.confirm') : t('email.sendCode')}
            </SubmitButton>
            {pendingEmail && (
              <Button variant="subtle" onClick={() => setPendingEmail(null)}>
                {t('common:common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </ValidatedForm>
    </Paper>
  );
}
