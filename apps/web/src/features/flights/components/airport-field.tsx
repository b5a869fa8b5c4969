import { Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlaneDeparture, IconPlaneArrival } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@travel/contracts';
import { useAirport, useAirportSuggestions } from '../api/search-airports';

/** Wait after the last key before asking the server for suggestions. */
const SUGGEST_DEBOUNCE_MS = 250;

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

/**
 * Airport look-up: suggestions by code, city or name once 2 letters are typed, with a searching
 * state while they load. Picking one sets the code; what was typed without picking is dropped.
 */
export function AirportField({ label, value, onChange, direction }: AirportFieldProps) {
  const { t } = useTranslation('flights');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const picked = useAirport(value);
  const [typed, setTyped] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(typed ?? '', SUGGEST_DEBOUNCE_MS);
  const suggestions = useAirportSuggestions(debounced);
  const isTyping = typed !== null;
  const isWaiting = isTyping && typed.trim().length >= 2 && (debounced !== typed || suggestions.isFetching);
  const airports = isTyping && debounced.trim().length >= 2 ? (suggestions.data ?? []) : [];

  const choose = (code: string) => {
    onChange(code);
    setTyped(null);
    combobox.closeDropdown();
  };
  const Icon = direction === 'from' ? IconPlaneDeparture : IconPlaneArrival;

  let status: string | null = null;
  if (isWaiting && airports.length === 0) status = t('search.searching');
  else if (isTyping && (typed ?? '').trim().length < 2) status = t('search.typeMore');
  else if (isTyping && airports.length === 0 && suggestions.isFetched) status = t('search.noAirports');

  // Screen readers hear the searching state and how many airports came back.
  const announcement = isTyping ? (status ?? t('search.airportsFound', { count: airports.length })) : '';

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {/* The list opens only while typing, so 'expanded' is true exactly while it shows. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={t('search.airportPlaceholder')}
          value={typed ?? airportText(value, picked.data)}
          leftSection={<Icon size={18} aria-hidden />}
          rightSection={isWaiting ? <Loader size={16} aria-label={t('search.searching')} /> : null}
          autoComplete="off"
          aria-autocomplete="list"
          aria-busy={isWaiting}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          onBlur={() => {
            setTyped(null);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!isTyping}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label={label}>
          {airports.map((airport) => (
            <Combobox.Option value={airport.code} key={airport.code} active={airport.code === value}>
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
            </Combobox.Option>
          ))}
          {status && <Combobox.Empty>{status}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
