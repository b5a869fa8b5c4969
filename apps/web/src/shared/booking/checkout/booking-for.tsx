import { Button, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useClientSearch, type ClientSummary } from './search-clients';
import classes from '../../ui/result-list.module.css';

const SEARCH_DEBOUNCE_MS = 300;

function ClientSearch({ disabled, onPick }: { disabled: boolean; onPick(client: ClientSummary): void }) {
  const { t } = useTranslation('checkout');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useClientSearch(query);
  // Emptied at once when a client is picked, without waiting for the debounce.
  const isSearching = query !== '' && text.trim() !== '';
  const results = isSearching ? (clients.data ?? []) : [];
  return (
    <Stack gap="xs">
      <TextInput
        label={t('bookingFor.findClient')}
        placeholder={t('bookingFor.findClientPlaceholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={clients.isFetching ? <Loader size="xs" aria-label={t('common:common.loading')} /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={disabled}
      />
      {isSearching && !clients.isFetching && results.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('bookingFor.noClients')}
        </Text>
      )}
      {results.length > 0 && (
        <Stack gap={4} component="ul" className={classes.results} aria-label={t('bookingFor.results')}>
          {results.map((client) => (
            <li key={client._id}>
              <UnstyledButton
                className={classes.result}
                onClick={() => {
                  setText('');
                  onPick(client);
                }}
                disabled={disabled}
                data-testid="client-result"
              >
                <Text size="sm" fw={600} truncate>
                  {client.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {client.email}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * An agent books for themselves or for one of the agency's clients; the quote says whose it is
 * (the client's price, and the booking made from it is the client's).
 */
export function BookingFor({
  client,
  isPricing,
  onChoose,
}: {
  /** Whose the quote is: a client, or null for the agent. */
  client: Pick<ClientSummary, 'name' | 'email'> | null;
  isPricing: boolean;
  /** A client, or null for the agent. */
  onChoose(client: ClientSummary | null): void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('bookingFor.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} data-testid="booking-for">
            {client ? t('bookingFor.client', { name: client.name, email: client.email }) : t('bookingFor.self')}
          </Text>
          {client && (
            <Button variant="default" size="xs" onClick={() => onChoose(null)} disabled={isPricing}>
              {t('bookingFor.myself')}
            </Button>
          )}
        </Group>
        {isPricing && (
          <Text size="sm" c="dimmed" role="status">
            <Loader size="xs" mr="xs" aria-hidden />
            {t('bookingFor.pricing')}
          </Text>
        )}
        <ClientSearch disabled={isPricing} onPick={onChoose} />
      </Stack>
    </Paper>
  );
}
