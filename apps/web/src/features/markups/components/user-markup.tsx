import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { notify } from '../../../shared/ui/notify';
import { scopeOf, useUserMarkup } from '../api/get-user-markup';
import { useResetUserMarkup } from '../api/reset-user-markup';
import type { UserSummary } from '@travel/contracts';
import { useUpdateUserMarkup } from '../api/update-user-markup';
import { saveMarkup } from '../lib/save';
import { MarkupForm } from './markup-form';

/** One user's markup: their own, or the agency's they follow; change it or reset it. */
export function UserMarkup({ user }: { user: UserSummary }) {
  const { t } = useTranslation('agency');
  const scope = scopeOf(user.userType);
  const markup = useUserMarkup(scope, user._id);
  const update = useUpdateUserMarkup();
  const reset = useResetUserMarkup();
  const isActive = useIsAgencyActive();
  const success = t('common:message.markupUpdated');
  return (
    <Stack gap="md" data-testid="user-markup">
      <Group justify="space-between" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{user.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </div>
        <Badge variant="light">{t(`markups.userTypes.${user.userType}`)}</Badge>
      </Group>
      {markup.data ? (
        <>
          <Alert color={markup.data.isDefault ? 'gray' : 'blue'} variant="light" data-testid="markup-origin">
            {markup.data.isDefault ? t('markups.followsAgency') : t('markups.ownMarkup')}
          </Alert>
          <MarkupForm
            key={markup.dataUpdatedAt}
            label={t('markups.userFormLabel', { name: user.name })}
            initial={markup.data}
            isSaving={update.isPending}
            onSave={(settings) => saveMarkup(() => update.mutateAsync({ scope, userId: user._id, settings }), success)}
            extraActions={
              !markup.data.isDefault && (
                <Button
                  variant="default"
                  loading={reset.isPending}
                  disabled={!isActive}
                  onClick={() =>
                    reset.mutate(
                      { scope, userId: user._id },
                      { onSuccess: (response) => void notify(response.message || success, 'success') },
                    )
                  }
                >
                  {t('markups.reset')}
                </Button>
              )
            }
          />
        </>
      ) : markup.isError ? (
        <Text c="red">{t('common:common.somethingWentWrong')}</Text>
      ) : (
        <Center py="md">
          <Loader aria-label={t('common:common.loading')} />
        </Center>
      )}
    </Stack>
  );
}
