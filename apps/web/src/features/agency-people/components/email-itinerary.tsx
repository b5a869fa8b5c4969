import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ITINERARY_MAX_BOOKINGS, type EmailItineraryBody } from '@travel/contracts';
import { api } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';

function useEmailItinerary() {
  return useMutation({
    mutationFn: (body: EmailItineraryBody) => api.post<{ message: string }>('/api/v2/agency/email-itinerary', body),
  });
}

/**
 * E-mails the itinerary of the chosen bookings (every vertical, local times at each place, with a
 * PDF) to the client, or to another address, with a note from the agent.
 */
export function EmailItinerary({ bookingIds, defaultEmail }: { bookingIds: string[]; defaultEmail: string }) {
  const { t } = useTranslation('people');
  const [opened, { open, close }] = useDisclosure(false);
  const tooMany = bookingIds.length > ITINERARY_MAX_BOOKINGS;
  return (
    <>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={bookingIds.length === 0 || tooMany}
          onClick={open}
        >
          {t('itinerary.button', { count: bookingIds.length })}
        </Button>
        <Text size="sm" c={tooMany ? 'red' : 'dimmed'} aria-live="polite">
          {tooMany
            ? t('itinerary.tooMany', { count: ITINERARY_MAX_BOOKINGS })
            : bookingIds.length === 0
              ? t('itinerary.choose')
              : null}
        </Text>
      </Group>
      <Modal opened={opened} onClose={close} title={t('itinerary.title', { count: bookingIds.length })} centered>
        {opened && <ItineraryForm bookingIds={bookingIds} defaultEmail={defaultEmail} onDone={close} />}
      </Modal>
    </>
  );
}

function ItineraryForm({
  bookingIds,
  defaultEmail,
  onDone,
}: {
  bookingIds: string[];
  defaultEmail: string;
  onDone(): void;
}) {
  const { t } = useTranslation('people');
  const [email, setEmail] = useState(defaultEmail);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useEmailItinerary();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const note = message.trim();
    send.mutate(
      { bookingIds, email: email.trim(), ...(note ? { message: note } : {}) },
      {
        onSuccess: (response) => {
          void notify(response.message, 'success');
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.details);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('itinerary.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          required
          autoComplete="off"
          data-autofocus
        />
        <Textarea
          label={t('itinerary.message')}
          description={t('itinerary.messageHelp')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
          maxLength={1000}
          rows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('itinerary.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
