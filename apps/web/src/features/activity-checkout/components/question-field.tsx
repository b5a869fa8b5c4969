import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityQuestion } from '@travel/contracts';
import { answerError, type AnswerDraft } from '../lib/traveler-drafts';

const INPUT_TYPE: Record<ActivityQuestion['type'], string> = {
  STRING: 'text',
  NUMBER_AND_UNIT: 'text',
  DATE: 'date',
  TIME: 'time',
  LOCATION: 'text',
};

/** A booking question as the supplier asks it: text, a date, a time, a place, or a number with its unit. */
export function QuestionField({
  question,
  answer,
  showErrors,
  onChange,
}: {
  question: ActivityQuestion;
  answer: AnswerDraft | undefined;
  showErrors: boolean;
  onChange(answer: AnswerDraft): void;
}) {
  const { t } = useTranslation('activity-booking');
  const current = answer ?? { value: '', unit: question.units[0] ?? '' };
  const errorKey = showErrors ? answerError(question, current) : null;
  const label = question.required ? question.label : t('questions.optional', { label: question.label });
  const input = (
    <TextInput
      label={label}
      type={INPUT_TYPE[question.type]}
      inputMode={question.type === 'NUMBER_AND_UNIT' ? 'decimal' : undefined}
      value={current.value}
      onChange={(event) => onChange({ ...current, value: event.currentTarget.value })}
      error={errorKey ? t(errorKey) : undefined}
      required={question.required}
      style={{ flex: 1 }}
      data-question={question.id}
    />
  );
  if (question.type !== 'NUMBER_AND_UNIT' || question.units.length === 0) return input;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      {input}
      <Select
        label={t('questions.unit')}
        data={question.units}
        value={current.unit}
        allowDeselect={false}
        onChange={(unit) => onChange({ ...current, unit: unit ?? '' })}
        w={96}
      />
    </Group>
  );
}
