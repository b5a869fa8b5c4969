import { Alert, Badge, Button, Group, Modal, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { isValidMailDomain, validateEmail, type MailDomain, type MailgunConfig } from '@travel/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { Ltr } from '../../../shared/widgets/ltr';
import {
  useMailDomain,
  useMailDomainChange,
  useMailgunConfig,
  useSaveMailgunConfig,
  useSendTestEmail,
} from '../api/applications';
import { DnsRecordsTable } from './dns-records-table';

const DOMAIN_RULES = { domain: (value: string) => (isValidMailDomain(value) ? null : ('validation.domain' as const)) };
const EMAIL_RULES = { email: validateEmail };

/** The own mail domain: add it, create its DNS records, verify them, send a test, remove it. */
export function MailDomainCard() {
  const { t } = useTranslation('links');
  const domain = useMailDomain();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="mail-domain-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <IconMail aria-hidden />
            <Title order={2} size="h3" id="mail-domain-title">
              {t('apps.mail.title')}
            </Title>
          </Group>
          {domain.data && (
            <Badge color={domain.data.status === 'verified' ? 'teal' : 'yellow'} data-testid="domain-status">
              {t(`apps.mail.status.${domain.data.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('apps.mail.intro')}
        </Text>
        {domain.data === null && <AddDomainForm />}
        {domain.data && <DomainDetails domain={domain.data} />}
      </Stack>
    </Paper>
  );
}

function AddDomainForm() {
  const { t } = useTranslation('links');
  const change = useMailDomainChange();
  const form = useFormFields({ domain: '' }, DOMAIN_RULES);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    change.mutate(
      { kind: 'add', domain: form.values.domain.trim() },
      { onSuccess: (response) => void notify(response.message, 'success') },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('apps.mail.domain')}
          placeholder="mail.your-agency.com"
          required
          dir="ltr"
          miw={260}
          flex={1}
          {...form.field('domain')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={change.isPending}>
          {t('apps.mail.add')}
        </Button>
      </Group>
    </form>
  );
}

function DomainDetails({ domain }: { domain: MailDomain }) {
  const { t } = useTranslation('links');
  const change = useMailDomainChange();
  const [confirming, setConfirming] = useState(false);
  const verify = () =>
    change.mutate(
      { kind: 'verify' },
      {
        onSuccess: (response) =>
          void notify(response.message, response.data?.status === 'verified' ? 'success' : 'info'),
      },
    );
  const remove = () =>
    change.mutate(
      { kind: 'remove' },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          setConfirming(false);
        },
      },
    );
  return (
    <Stack gap="md">
      <Text fw={600}>
        <Ltr>{domain.domain}</Ltr>
      </Text>
      <Text size="sm">{t('apps.mail.createRecords')}</Text>
      <DnsRecordsTable records={domain.records} />
      <Group gap="sm">
        <Button onClick={verify} loading={change.isPending && change.variables.kind === 'verify'}>
          {t('apps.mail.verify')}
        </Button>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t('apps.mail.remove')}
        </Button>
      </Group>
      {domain.status === 'verified' ? (
        <>
          <SenderSettings />
          <TestEmailForm />
        </>
      ) : (
        <Alert color="yellow" variant="light">
          {t('apps.mail.pendingNote')}
        </Alert>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('apps.mail.removeTitle')} centered>
        <Stack>
          <Text>{t('apps.mail.removeText', { domain: domain.domain })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('list.cancel')}
            </Button>
            <Button color="red" onClick={remove} loading={change.isPending}>
              {t('apps.mail.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Spec section 8: each validation error value as a toast, then the message; else 'Something went wrong!'. */
async function showConfigFailure(error: unknown, fallback: string): Promise<void> {
  if (!(error instanceof ApiError)) return notify(fallback, 'error');
  // A 401 has its own flow (the session-expired toast and logout).
  if (error.status === 401) return;
  for (const message of Object.values(error.details)) await notify(message, 'error');
  await notify(error.message || fallback, 'error');
}

function SenderSettings() {
  const { t } = useTranslation('links');
  const { t: tCommon } = useTranslation('common');
  const config = useMailgunConfig();
  const save = useSaveMailgunConfig();
  const [draft, setDraft] = useState<MailgunConfig | null>(null);
  const value = draft ?? config.data;
  if (!value) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value, {
      onSuccess: (response) => {
        void notify(response.message, 'success');
        setDraft(null);
      },
      onError: (error) => void showConfigFailure(error, tCommon('common.somethingWentWrongBang')),
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('apps.mail.sender')}
        </Title>
        <Switch
          label={t('apps.mail.enabled')}
          checked={value.enabled}
          onChange={(event) => setDraft({ ...value, enabled: event.currentTarget.checked })}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('apps.mail.fromName')}
            value={value.fromName}
            maxLength={100}
            onChange={(event) => setDraft({ ...value, fromName: event.currentTarget.value })}
          />
          <TextInput
            label={t('apps.mail.fromLocalPart')}
            value={value.fromLocalPart}
            dir="ltr"
            maxLength={64}
            onChange={(event) => setDraft({ ...value, fromLocalPart: event.currentTarget.value })}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('apps.mail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TestEmailForm() {
  const { t } = useTranslation('links');
  const send = useSendTestEmail();
  const form = useFormFields({ email: '' }, EMAIL_RULES);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    send.mutate(form.values.email.trim(), { onSuccess: (response) => void notify(response.message, 'success') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput type="email" label={t('apps.mail.testTo')} required miw={260} flex={1} {...form.field('email')} />
        <Button type="submit" variant="light" mt={{ base: 0, xs: 25 }} loading={send.isPending}>
          {t('apps.mail.sendTest')}
        </Button>
      </Group>
    </form>
  );
}
