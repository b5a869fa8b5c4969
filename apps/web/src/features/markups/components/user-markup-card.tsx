import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { UserSummary } from '@travel/contracts';
import { UserMarkup } from './user-markup';
import { UserSearch } from './user-search';

/** Per-user markups: a client's overrides the agency's, an agent's overrides both. */
export function UserMarkupCard() {
  const { t } = useTranslation('agency');
  const [user, setUser] = useState<UserSummary | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="user-markup-title">
      <Title order={2} size="h4" id="user-markup-title">
        {t('markups.userTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('markups.userText')}
      </Text>
      {user ? (
        <Stack gap="md">
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setUser(null)}>
              {t('markups.otherUser')}
            </Button>
          </Group>
          <UserMarkup key={user._id} user={user} />
        </Stack>
      ) : (
        <UserSearch onPick={setUser} />
      )}
    </Paper>
  );
}
