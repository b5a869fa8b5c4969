import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateEmail, type UserProfile } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-context';
import { notify } from '../../../shared/ui/notify';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { useRequestEmailChange, useVerifyEmailCode } from '../api/change-email';

const rules = {
  email: validateEmail,
  code: (value: string) => (/^\d{6}$/.test(value.trim()) ? null : ('validation.invalid' as const)),
};

/** A new e-mail is proven with a code sent to it before it replaces the old one. */
export function EmailCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const { refresh } = useSession();
  const form = useFormFields({ email: '', code: '' }, rules);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const verify = useVerifyEmailCode();
  const error = request.error ?? verify.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pendingEmail) {
      if (validateEmail(form.values.email)) return void form.validateAll();
      const email = form.values.email.trim().toLowerCase();
      request.mutate({ email }, { onSuccess: () => setPendingEmail(email) });
      return;
    }
    if (!form.validateAll()) return;
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
      <form onSubmit={onSubmit} noValidate>
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
            <TextInput label={t('email.new')} type="email" autoComplete="email" required {...form.field('email')} />
          )}
          <Group>
            <Button type="submit" loading={request.isPending || verify.isPending}>
              {pendingEmail ? t('email.confirm') : t('email.sendCode')}
            </Button>
            {pendingEmail && (
              <Button variant="subtle" onClick={() => setPendingEmail(null)}>
                {t('common:common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
