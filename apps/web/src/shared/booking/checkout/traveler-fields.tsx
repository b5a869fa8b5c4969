import { useId } from 'react';
import { Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { TRAVELER_TYPES, type TravelerInput } from '@travel/contracts';
import { useTravelerAges } from '../../widgets/traveler-counter';

export interface TravelerDraft extends Omit<TravelerInput, 'gender'> {
  gender: '' | 'F' | 'M' | 'X';
}

interface Props {
  index: number;
  traveler: TravelerDraft;
  onChange(traveler: TravelerDraft): void;
  /** Field -> message, shown once the form was submitted. */
  errors: Partial<Record<'givenName' | 'familyName' | 'birthDate', string>>;
}

/** One traveller's details as on their passport. */
export function TravelerFields({ index, traveler, onChange, errors }: Props) {
  const { t } = useTranslation('checkout');
  const agesOf = useTravelerAges();
  const titleId = useId();
  const typeKey = TRAVELER_TYPES.find((type) => type.code === traveler.type)?.key ?? 'adults';
  const set = (changes: Partial<TravelerDraft>) => onChange({ ...traveler, ...changes });
  // The legend sits beside the age note, not first in the fieldset, so it names the group by id.
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="fieldset"
      aria-labelledby={titleId}
      data-testid="traveler"
      style={{ border: undefined }}
    >
      <Group justify="space-between" mb="xs">
        <Text component="legend" id={titleId} fw={600}>
          {t('traveler', { number: index + 1, type: t(`passengerTypes.${traveler.type}`, { count: 1 }) })}
        </Text>
        <Text size="xs" c="dimmed">
          {agesOf(typeKey)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('givenName')}
          value={traveler.givenName}
          onChange={(e) => set({ givenName: e.currentTarget.value })}
          error={errors.givenName}
          required
          autoComplete="off"
        />
        <TextInput
          label={t('familyName')}
          value={traveler.familyName}
          onChange={(e) => set({ familyName: e.currentTarget.value })}
          error={errors.familyName}
          required
          autoComplete="off"
        />
        <TextInput
          type="date"
          label={t('birthDate')}
          value={traveler.birthDate}
          onChange={(e) => set({ birthDate: e.currentTarget.value })}
          error={errors.birthDate}
          required
        />
        <Select
          label={t('gender')}
          value={traveler.gender || null}
          onChange={(value) => set({ gender: (value as TravelerDraft['gender'] | null) ?? '' })}
          data={[
            { value: 'F', label: t('genders.F') },
            { value: 'M', label: t('genders.M') },
            { value: 'X', label: t('genders.X') },
          ]}
          clearable
        />
      </SimpleGrid>
    </Paper>
  );
}
