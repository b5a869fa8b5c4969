import { Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityQuestion } from '@travel/contracts';
import { nameError, type AnswerDraft, type TravelerDraft } from '../lib/traveler-drafts';
import { QuestionField } from './question-field';

/** The travellers, one box each by age band: names, and the questions asked of each traveller. */
export function ActivityTravelerFields({
  travelers,
  questions,
  showErrors,
  onChange,
}: {
  travelers: TravelerDraft[];
  questions: ActivityQuestion[];
  showErrors: boolean;
  onChange(travelers: TravelerDraft[]): void;
}) {
  const { t } = useTranslation('activity-booking');
  const error = (key: string | null) => (showErrors && key ? t(key) : undefined);
  const update = (index: number, traveler: TravelerDraft) =>
    onChange(travelers.map((each, at) => (at === index ? traveler : each)));
  return (
    <Stack gap="md">
      {travelers.map((traveler, index) => (
        <Paper withBorder p="md" radius="md" component="fieldset" key={index} data-testid={`traveler-${index + 1}`}>
          <Text component="legend" fw={600} mb="xs">
            {t('travelers.title', { number: index + 1, band: t(`bands.${traveler.band}`) })}
          </Text>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('travelers.givenName')}
                autoComplete={index === 0 ? 'given-name' : 'off'}
                value={traveler.givenName}
                onChange={(event) => update(index, { ...traveler, givenName: event.currentTarget.value })}
                error={error(nameError(traveler.givenName))}
                required
              />
              <TextInput
                label={t('travelers.familyName')}
                autoComplete={index === 0 ? 'family-name' : 'off'}
                value={traveler.familyName}
                onChange={(event) => update(index, { ...traveler, familyName: event.currentTarget.value })}
                error={error(nameError(traveler.familyName))}
                required
              />
            </SimpleGrid>
            {questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                answer={traveler.answers[question.id]}
                showErrors={showErrors}
                onChange={(answer: AnswerDraft) =>
                  update(index, { ...traveler, answers: { ...traveler.answers, [question.id]: answer } })
                }
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
