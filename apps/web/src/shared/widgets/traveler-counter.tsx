import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canStep,
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  INFANT_MAX_AGE,
  seatCount,
  stepTravelers,
  TRAVELER_TYPES,
  type TravelerKey,
  type Travelers,
} from '@travel/contracts';

export interface TravelerCounterProps {
  value: Travelers;
  onChange(value: Travelers): void;
}

/**
 * Age bounds shown under each type's label (spec sections 3 and 9): adults 12 and over, so a
 * child is 2 to 11 in whole years ('last'), an infant under 2.
 */
const AGE_BOUNDS: Record<TravelerKey, { min?: number; last?: number; max?: number }> = {
  adults: { min: CHILD_MAX_AGE },
  children: { min: CHILD_MIN_AGE, last: CHILD_MAX_AGE - 1 },
  infants: { max: INFANT_MAX_AGE },
};

/** A traveller type's ages ('2 to 11 years'), the same words on the search and at checkout. */
export function useTravelerAges() {
  const { t } = useTranslation('widgets');
  return (type: TravelerKey) => t(`travelers.${type}.ages`, AGE_BOUNDS[type]);
}

function TravelerRow({ type, value, onChange }: TravelerCounterProps & { type: TravelerKey }) {
  const { t } = useTranslation('widgets');
  const agesOf = useTravelerAges();
  const labelId = useId();
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg" role="group" aria-labelledby={labelId}>
      <div>
        <Text id={labelId} fw={500}>
          {t(`travelers.${type}.label`)}
        </Text>
        <Text size="sm" c="dimmed">
          {agesOf(type)}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={t(`travelers.${type}.remove`)}
          disabled={!canStep(value, type, -1)}
          onClick={() => onChange(stepTravelers(value, type, -1))}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        {/* An output is a live status: screen readers hear the new count after each press. */}
        <Text component="output" aria-labelledby={labelId} aria-live="polite" w={24} ta="center">
          {value[type]}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={t(`travelers.${type}.add`)}
          disabled={!canStep(value, type, 1)}
          onClick={() => onChange(stepTravelers(value, type, 1))}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * Travelers of a search. The button counts seats, not people: infants and children travel on an
 * adult's seat (spec section 5), so adding them leaves the total unchanged.
 */
export function TravelerCounter({ value, onChange }: TravelerCounterProps) {
  const { t } = useTranslation('widgets');
  return (
    <Popover position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconUsers size={18} aria-hidden />}>
          {t('travelers.count', { count: seatCount(value) })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          {TRAVELER_TYPES.map((type) => (
            <TravelerRow key={type.key} type={type.key} value={value} onChange={onChange} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
