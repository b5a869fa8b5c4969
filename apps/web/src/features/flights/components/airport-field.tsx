import { Group, Text } from '@mantine/core';
import { IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { Airport } from '@travel/contracts';
import { SuggestField } from '../../../shared/widgets/suggest-field';
import { useAirport, useAirportSuggestions } from '../api/search-airports';

export interface AirportFieldProps {
  label: string;
  /** IATA code, or null when nothing is picked. */
  value: string | null;
  onChange(code: string | null): void;
  direction: 'from' | 'to';
}

function airportText(code: string | null, airport: Airport | null | undefined): string {
  if (!code) return '';
  return airport ? `${airport.city} (${airport.code})` : code;
}

function AirportOption({ airport }: { airport: Airport }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text fw={700} w={40}>
        {airport.code}
      </Text>
      <div>
        <Text size="sm">
          {airport.city}, {airport.country}
        </Text>
        <Text size="xs" c="dimmed">
          {airport.name}
        </Text>
      </div>
    </Group>
  );
}

/** Airport look-up: suggestions by code, city or name (the shared look-up field). */
export function AirportField({ label, value, onChange, direction }: AirportFieldProps) {
  const { t } = useTranslation('flights');
  const picked = useAirport(value);
  const Icon = direction === 'from' ? IconPlaneDeparture : IconPlaneArrival;
  return (
    <SuggestField<Airport>
      label={label}
      value={value}
      valueText={airportText(value, picked.data)}
      useSuggestions={useAirportSuggestions}
      keyOf={(airport) => airport.code}
      renderOption={(airport) => <AirportOption airport={airport} />}
      onPick={(airport) => onChange(airport.code)}
      leftSection={<Icon size={18} aria-hidden />}
      texts={{
        placeholder: t('search.airportPlaceholder'),
        searching: t('search.searching'),
        typeMore: t('search.typeMore'),
        none: t('search.noAirports'),
        found: (count) => t('search.airportsFound', { count }),
      }}
    />
  );
}
