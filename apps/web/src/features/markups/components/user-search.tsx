import { Badge, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { UserSummary } from '@travel/contracts';
import { useUserSearch } from '../api/search-users';
import classes from '../../../shared/ui/result-list.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** Finds a client or agent of the agency by the start of their e-mail. */
export function UserSearch({ onPick }: { onPick(user: UserSummary): void }) {
  const { t } = useTranslation('agency');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(query);
  const results = query ? (users.data ?? []) : [];
  return (
    <Stack gap="xs">
      <TextInput
        label={t('markups.findUser')}
        placeholder={t('markups.findUserPlaceholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={users.isFetching ? <Loader size="xs" aria-label={t('common:common.loading')} /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query && !users.isFetching && results.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('markups.noUsers')}
        </Text>
      )}
      {results.length > 0 && (
        <Stack gap={4} component="ul" className={classes.results} aria-label={t('markups.results')}>
          {results.map((user) => (
            <li key={user._id}>
              <UnstyledButton className={classes.result} onClick={() => onPick(user)} data-testid="user-result">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {user.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {user.email}
                    </Text>
                  </div>
                  <Badge variant="light" size="sm">
                    {t(`markups.userTypes.${user.userType}`)}
                  </Badge>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
