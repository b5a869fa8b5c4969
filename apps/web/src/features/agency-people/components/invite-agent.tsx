import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { useInviteAgent } from '../api/bulk';

/** Invites an agent by e-mail, restricted or not (POST /api/agency/invitations). */
export function InviteAgent() {
  const { t } = useTranslation('people');
  const [opened, { open, close }] = useDisclosure(false);
  const [email, setEmail] = useState('');
  const [isRestrictedAgent, setRestricted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteAgent();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), isRestrictedAgent },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          setEmail('');
          setRestricted(false);
          close();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.details.email : undefined),
      },
    );
  };
  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={open}>
        {t('invite.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('invite.title')} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              type="email"
              label={t('invite.email')}
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(undefined);
              }}
              error={error}
              data-autofocus
            />
            <Checkbox
              label={t('invite.restricted')}
              description={t('invite.restrictedHint')}
              checked={isRestrictedAgent}
              onChange={(event) => setRestricted(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={invite.isPending} disabled={email.trim() === ''}>
                {t('invite.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
