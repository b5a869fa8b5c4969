import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { useAgencyMarkup } from '../api/get-agency-markup';
import { useUpdateAgencyMarkup } from '../api/update-agency-markup';
import { saveMarkup } from '../lib/save';
import { MarkupForm } from './markup-form';

/** The agency's default markup: what every client and agent without their own pays. */
export function AgencyMarkupCard() {
  const { t } = useTranslation('agency');
  const markup = useAgencyMarkup();
  const update = useUpdateAgencyMarkup();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="agency-markup-title">
      <Title order={2} size="h4" id="agency-markup-title">
        {t('markups.agencyTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('markups.agencyText')}
      </Text>
      {markup.data ? (
        <MarkupForm
          // A new answer from the server starts the form again from it.
          key={markup.dataUpdatedAt}
          label={t('markups.agencyTitle')}
          initial={markup.data}
          isSaving={update.isPending}
          onSave={(settings) => saveMarkup(() => update.mutateAsync(settings), t('common:message.markupUpdated'))}
        />
      ) : markup.isError ? (
        <Text c="red">{t('common:common.somethingWentWrong')}</Text>
      ) : (
        <Center py="md">
          <Loader aria-label={t('common:common.loading')} />
        </Center>
      )}
    </Paper>
  );
}
