import { ActionIcon, Button, CopyButton, Group, Modal, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { validateEmail } from '@travel/contracts';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/session-context';
import { notify } from '../ui/notify';
import { useFormFields } from '../ui/use-form-fields';
import { useCreateShortLink, useEmailShortLink } from './short-links-api';

const EMAIL_RULES = { email: validateEmail };

/**
 * 'Share' on a results page, for the agency's agents: makes a short link of the page as it is
 * (its search in the address), to copy or to e-mail.
 */
export function ShareLinkButton() {
  const { isTravelAgent, hasToken } = useSession();
  return hasToken && isTravelAgent ? <ShareDialog /> : null;
}

function ShareDialog() {
  const { t } = useTranslation('links');
  const [opened, { open, close }] = useDisclosure(false);
  const location = useLocation();
  const create = useCreateShortLink();
  const start = () => {
    open();
    create.mutate(`${location.pathname}${location.search}${location.hash}`);
  };
  return (
    <>
      <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={start}>
        {t('share.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('share.title')} centered>
        {create.data ? (
          <ShareForm code={create.data.code} shortUrl={create.data.shortUrl} />
        ) : (
          <Text c={create.isError ? 'red' : 'dimmed'} role="status">
            {create.isError ? t('share.failed') : t('share.creating')}
          </Text>
        )}
      </Modal>
    </>
  );
}

function ShareForm({ code, shortUrl }: { code: string; shortUrl: string }) {
  const { t } = useTranslation('links');
  const send = useEmailShortLink();
  const form = useFormFields({ email: '' }, EMAIL_RULES);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    send.mutate(
      { code, email: form.values.email.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: (response) => void notify(response.message, 'success') },
    );
  };
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput label={t('share.link')} value={shortUrl} readOnly flex={1} dir="ltr" data-testid="short-link" />
        <CopyButton value={shortUrl}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('share.copied') : t('share.copy')} withArrow>
              <ActionIcon
                variant="light"
                size="lg"
                onClick={copy}
                aria-label={copied ? t('share.copied') : t('share.copy')}
                color={copied ? 'teal' : undefined}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput type="email" label={t('share.email')} required {...form.field('email')} />
          <Textarea
            label={t('share.note')}
            value={note}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {t('share.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
