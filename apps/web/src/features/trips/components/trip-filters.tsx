import { SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import { useBookingStatusOptions } from '../../../shared/widgets/booking-status';
import type { BookingListRequest } from '../../../shared/booking/registry';

type BookingStatusFilter = BookingListRequest['selectedStatus'];

export interface TripFilterValues {
  showPastTrips: boolean;
  selectedStatus: BookingStatusFilter;
  searchString: string;
}

/** Upcoming or past, status and a search by reference, the supplier's reference or name. */
export function TripFilters({
  value,
  onChange,
  searchHint,
}: {
  value: TripFilterValues;
  onChange(next: TripFilterValues): void;
  /** What a search finds, said as the field's placeholder. */
  searchHint: string;
}) {
  const { t } = useTranslation('trips');
  const statuses = useBookingStatusOptions();
  return (
    <Stack gap="sm">
      <SegmentedControl<'upcoming' | 'past'>
        aria-label={t('list.when')}
        data={[
          { value: 'upcoming', label: t('list.upcoming') },
          { value: 'past', label: t('list.past') },
        ]}
        value={value.showPastTrips ? 'past' : 'upcoming'}
        onChange={(when) => onChange({ ...value, showPastTrips: when === 'past' })}
        fullWidth
        maw={420}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select<BookingStatusFilter>
          label={t('list.status')}
          data={statuses}
          value={value.selectedStatus}
          allowDeselect={false}
          onChange={(status) => onChange({ ...value, selectedStatus: status ?? 'All' })}
        />
        <TextInput
          label={t('list.search')}
          placeholder={searchHint}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.searchString}
          onChange={(event) => onChange({ ...value, searchString: event.currentTarget.value })}
          type="search"
        />
      </SimpleGrid>
    </Stack>
  );
}
