import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../i18n/react';
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

export interface CounterRowProps {
  label: string;
  /** Smaller text under the label (ages). */
  hint?: string;
  value: number;
  addLabel: string;
  removeLabel: string;
  canAdd: boolean;
  canRemove: boolean;
  onAdd(): void;
  onRemove(): void;
}

/** One counted kind of guest or traveller: its name, a minus, the count (announced) and a plus. */
export function CounterRow({
  label,
  hint,
  value,
  addLabel,
  removeLabel,
  canAdd,
  canRemove,
  onAdd,
  onRemove,
}: CounterRowProps) {
  const labelId = useId();
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg" role="group" aria-labelledby={labelId}>
      <div>
        <Text id={labelId} fw={500}>
          {label}
        </Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" radius="xl" aria-label={removeLabel} disabled={!canRemove} onClick={onRemove}>
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        {/* An output is a live status: screen readers hear the new count after each press. */}
        <Text component="output" aria-labelledby={labelId} aria-live="polite" w={24} ta="center">
          {value}
        </Text>
        <ActionIcon variant="default" radius="xl" aria-label={addLabel} disabled={!canAdd} onClick={onAdd}>
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

function TravelerRow({ type, value, onChange }: TravelerCounterProps & { type: TravelerKey }) {
  const { t } = useTranslation('widgets');
  const agesOf = useTravelerAges();
  return (
    <CounterRow
      label={t(`travelers.${type}.label`)}
      hint={agesOf(type)}
      value={value[type]}
      addLabel={t(`travelers.${type}.add`)}
      removeLabel={t(`travelers.${type}.remove`)}
      canAdd={canStep(value, type, 1)}
      canRemove={canStep(value, type, -1)}
      onAdd={() => onChange(stepTravelers(value, type, 1))}
      onRemove={() => onChange(stepTravelers(value, type, -1))}
    />
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
