import { Group, Text } from '@mantine/core';
import { IconBuilding, IconBuildingSkyscraper, IconMapPin, IconPlane } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import type { HotelPlaceView } from '@travel/contracts';
import { SuggestField } from '../widgets/suggest-field';
import { usePlace, usePlaceSuggestions } from './search-places';

const KIND_ICONS = { city: IconBuildingSkyscraper, area: IconMapPin, airport: IconPlane, hotel: IconBuilding };

function PlaceOption({ place }: { place: HotelPlaceView }) {
  const Icon = KIND_ICONS[place.kind];
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={18} aria-hidden />
      <div>
        <Text size="sm" fw={500}>
          {place.name}
        </Text>
        <Text size="xs" c="dimmed">
          {place.description}
        </Text>
      </div>
    </Group>
  );
}

export interface PlaceFieldProps {
  /** A place id of auto-suggest, or null. */
  value: string | null;
  onChange(place: HotelPlaceView): void;
  error?: string;
}

/** Destination look-up: cities, areas, airports and hotels by name (the shared look-up field). */
export function PlaceField({ value, onChange, error }: PlaceFieldProps) {
  const { t } = useTranslation('hotels');
  const picked = usePlace(value);
  return (
    <SuggestField<HotelPlaceView>
      label={t('search.destination')}
      value={value}
      valueText={value ? (picked.data?.name ?? '') : ''}
      useSuggestions={usePlaceSuggestions}
      keyOf={(place) => place.id}
      renderOption={(place) => <PlaceOption place={place} />}
      onPick={onChange}
      leftSection={<IconMapPin size={18} aria-hidden />}
      error={error}
      texts={{
        placeholder: t('search.destinationPlaceholder'),
        searching: t('search.searching'),
        typeMore: t('search.typeMore'),
        none: t('search.noPlaces'),
        found: (count) => t('search.placesFound', { count }),
      }}
    />
  );
}
