import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBookingStatusOptions } from '../../../shared/widgets/booking-status';
import { DatePickerField, type DateRange } from '../../../shared/widgets/date-picker-field';
import { ToggleSwitch } from '../../../shared/widgets/toggle-switch';
import type { BookingStatusFilter } from '../api/get-flight-bookings';

export interface BookingFilterValues {
  selectedStatus: BookingStatusFilter;
  searchString: string;
  created: DateRange | null;
  showPastTrips: boolean;
}

/** Bookings made from this day on can be looked up (the picker otherwise starts today). */
const EARLIEST_CREATED = '2000-01-01';
/** A created-date range may span years. */
const MAX_CREATED_RANGE_DAYS = 3_660;

export function BookingsFilters({
  value,
  onChange,
}: {
  value: BookingFilterValues;
  onChange(next: BookingFilterValues): void;
}) {
  const { t } = useTranslation('agency');
  const statuses = useBookingStatusOptions();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select<BookingStatusFilter>
          label={t('flights.filters.status')}
          data={statuses}
          value={value.selectedStatus}
          allowDeselect={false}
          onChange={(status) => onChange({ ...value, selectedStatus: status ?? 'All' })}
        />
        <TextInput
          label={t('flights.filters.search')}
          placeholder={t('flights.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={value.searchString}
          onChange={(event) => onChange({ ...value, searchString: event.currentTarget.value })}
        />
        <DatePickerField
          type="range"
          label={t('flights.filters.created')}
          placeholder={t('flights.filters.anyDate')}
          minDate={EARLIEST_CREATED}
          maxDays={MAX_CREATED_RANGE_DAYS}
          value={value.created}
          onChange={(created) => onChange({ ...value, created })}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <ToggleSwitch
          label={t('flights.filters.showPastTrips')}
          checked={value.showPastTrips}
          onChange={(showPastTrips) => onChange({ ...value, showPastTrips })}
        />
        {value.created && (
          <Button variant="subtle" size="xs" onClick={() => onChange({ ...value, created: null })}>
            {t('flights.filters.clearDates')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
