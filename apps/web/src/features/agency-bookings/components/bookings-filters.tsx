import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import { useBookingStatusOptions } from '../../../shared/widgets/booking-status';
import { DatePickerField, type DateRange } from '../../../shared/widgets/date-picker-field';
import { ToggleSwitch } from '../../../shared/widgets/toggle-switch';
import type { BookingListRequest } from '../../../shared/booking/registry';

type BookingStatusFilter = BookingListRequest['selectedStatus'];

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

/** Status, a search, the creation dates and past trips; words under the vertical's prefix of 'agency'. */
export function BookingsFilters({
  value,
  onChange,
  textsPrefix,
}: {
  value: BookingFilterValues;
  onChange(next: BookingFilterValues): void;
  textsPrefix: string;
}) {
  const { t } = useTranslation('agency', { keyPrefix: `${textsPrefix}.filters` });
  const statuses = useBookingStatusOptions();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select<BookingStatusFilter>
          label={t('status')}
          data={statuses}
          value={value.selectedStatus}
          allowDeselect={false}
          onChange={(status) => onChange({ ...value, selectedStatus: status ?? 'All' })}
        />
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={value.searchString}
          onChange={(event) => onChange({ ...value, searchString: event.currentTarget.value })}
        />
        <DatePickerField
          type="range"
          label={t('created')}
          placeholder={t('anyDate')}
          minDate={EARLIEST_CREATED}
          maxDays={MAX_CREATED_RANGE_DAYS}
          value={value.created}
          onChange={(created) => onChange({ ...value, created })}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <ToggleSwitch
          label={t('showPastTrips')}
          checked={value.showPastTrips}
          onChange={(showPastTrips) => onChange({ ...value, showPastTrips })}
        />
        {value.created && (
          <Button variant="subtle" size="xs" onClick={() => onChange({ ...value, created: null })}>
            {t('clearDates')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
