import { Alert, Button, Group, List, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChecklist, validateLoginPassword, validateNewPassword } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { useChangePassword } from '../api/change-password';

const rules = { current: validateLoginPassword, next: (value: string) => validateNewPassword(value) };

export function PasswordCard() {
  const { t } = useTranslation('account');
  const form = useFormFields({ current: '', next: '' }, rules);
  const change = useChangePassword();
  const checks = passwordChecklist(form.values.next);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {change.error && (
            <Alert color="red" role="alert">
              {change.error instanceof ApiError && change.error.message
                ? change.error.message
                : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            {...form.field('current')}
          />
          <PasswordInput label={t('password.new')} autoComplete="new-password" required {...form.field('next')} />
          <List size="sm" spacing={2}>
            {(['length', 'lowercase', 'uppercase', 'digit', 'special'] as const).map((item) => (
              <List.Item key={item} c={checks[item] ? 'teal' : 'dimmed'}>
                {checks[item] ? '✓ ' : '• '}
                {t(`auth:checklist.${item}`)}
              </List.Item>
            ))}
          </List>
          <Group>
            <Button type="submit" loading={change.isPending} disabled={form.hasVisibleErrors}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
