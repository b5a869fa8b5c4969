import { Group, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconMapPin, IconPlane } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { CarLocation } from '@travel/contracts';
import { SuggestField } from '../../../shared/widgets/suggest-field';
import { useCarLocationSuggestions } from '../api/search-cars';
import type { CarPlace } from '../lib/search-link';

function LocationOption({ location }: { location: CarLocation }) {
  const { t } = useTranslation('cars');
  const Icon = location.counterType === 'city_office' ? IconBuildingSkyscraper : IconPlane;
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={18} aria-hidden />
      <div>
        <Text size="sm" fw={500}>
          {location.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`search.counterTypes.${location.counterType}`)} · {location.address}
        </Text>
      </div>
    </Group>
  );
}

export interface LocationFieldProps {
  label: string;
  value: CarPlace | null;
  onChange(place: CarPlace): void;
  error?: string;
}

/** A rental location look-up (airport counters and city offices by name or IATA code). */
export function LocationField({ label, value, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation('cars');
  return (
    <SuggestField<CarLocation>
      label={label}
      value={value?.value ?? null}
      valueText={value?.name ?? ''}
      useSuggestions={useCarLocationSuggestions}
      keyOf={(location) => location.id}
      renderOption={(location) => <LocationOption location={location} />}
      onPick={(location) => onChange({ value: location.id, name: location.name, alpha2Code: location.countryCode })}
      leftSection={<IconMapPin size={18} aria-hidden />}
      error={error}
      texts={{
        placeholder: t('search.placePlaceholder'),
        searching: t('search.searching'),
        typeMore: t('search.typeMore'),
        none: t('search.noPlaces'),
        found: (count) => t('search.placesFound', { count }),
      }}
    />
  );
}
