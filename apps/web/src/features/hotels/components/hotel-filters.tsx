import { Button, Fieldset, RangeSlider, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  HOTEL_BOARDS,
  NO_HOTEL_FILTERS,
  hasHotelFilters,
  type HotelResultFilters,
} from '@travel/contracts';
import { FilterCheckboxList } from '../../../shared/widgets/filter-checkbox-list';
import { RadioGroup } from '../../../shared/widgets/radio-group';
import { ToggleSwitch } from '../../../shared/widgets/toggle-switch';

const STARS = ['5', '4', '3', '2', '1'] as const;
const SCORES = ['any', '9', '8', '7', '6'] as const;
const DISTANCES = ['any', '1', '3', '5', '10'] as const;

/** What the loaded hotels offer to filter on. */
export interface HotelFilterOptions {
  currency: string;
  /** Lowest and highest stay price, minor units; null with no hotel. */
  priceRange: { min: number; max: number } | null;
  /** Facilities with how many hotels have each, most common first. */
  facilities: { code: string; count: number }[];
  vendors: string[];
}

export interface HotelFiltersProps {
  filters: HotelResultFilters;
  options: HotelFilterOptions;
  onChange(filters: HotelResultFilters): void;
}

function PriceFilter({ filters, options, onChange }: HotelFiltersProps) {
  const { t, i18n } = useTranslation('hotels');
  const range = options.priceRange;
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  if (!range || range.max <= range.min) return null;
  const value: [number, number] = dragged ?? [filters.priceMin ?? range.min, filters.priceMax ?? range.max];
  const money = (amount: number) => formatMoney({ amount, currency: options.currency }, i18n.language);
  return (
    <Fieldset legend={t('filters.price')} variant="unstyled">
      <Text size="sm" mb="xs" aria-live="polite">
        {t('filters.priceRange', { min: money(value[0]), max: money(value[1]) })}
      </Text>
      <RangeSlider
        min={range.min}
        max={range.max}
        step={Math.max(1, Math.round((range.max - range.min) / 100))}
        value={value}
        label={money}
        thumbFromLabel={t('filters.priceMin')}
        thumbToLabel={t('filters.priceMax')}
        onChange={setDragged}
        onChangeEnd={([min, max]) => {
          setDragged(null);
          onChange({
            ...filters,
            priceMin: min <= range.min ? null : min,
            priceMax: max >= range.max ? null : max,
          });
        }}
        mx="xs"
      />
    </Fieldset>
  );
}

/**
 * The filters of the results: price, stars, guest score, distance, board, free cancellation,
 * facilities, vendor. Each applies at once; on a phone they sit in a drawer.
 */
export const HotelFilters = memo(function HotelFilters({ filters, options, onChange }: HotelFiltersProps) {
  const { t } = useTranslation('hotels');
  const starOptions = useMemo(
    () => STARS.map((value) => ({ value, label: t('filters.starsOption', { count: Number(value) }) })),
    [t],
  );
  const boardOptions = useMemo(() => HOTEL_BOARDS.map((value) => ({ value, label: t(`boards.${value}`) })), [t]);
  const facilityOptions = useMemo(
    () =>
      options.facilities.map((facility) => ({
        value: facility.code,
        label: t(`facilities.${facility.code}`, { defaultValue: facility.code }),
        note: String(facility.count),
      })),
    [options.facilities, t],
  );
  const vendorOptions = useMemo(() => options.vendors.map((value) => ({ value, label: value })), [options.vendors]);
  const score = filters.minGuestScore === null ? 'any' : String(filters.minGuestScore);
  const distance = filters.maxDistanceKm === null ? 'any' : String(filters.maxDistanceKm);

  return (
    <Stack gap="lg">
      <Button
        variant="subtle"
        disabled={!hasHotelFilters(filters)}
        onClick={() => onChange(NO_HOTEL_FILTERS)}
        w="fit-content"
      >
        {t('filters.reset')}
      </Button>
      <PriceFilter filters={filters} options={options} onChange={onChange} />
      <FilterCheckboxList
        title={t('filters.stars')}
        options={starOptions}
        value={filters.stars.map(String) as (typeof STARS)[number][]}
        onChange={(stars) => onChange({ ...filters, stars: stars.map(Number) })}
      />
      <RadioGroup
        label={t('filters.guestScore')}
        options={SCORES.map((value) => ({
          value,
          label: value === 'any' ? t('filters.any') : t('filters.scoreOption', { score: value }),
        }))}
        value={SCORES.find((option) => option === score) ?? 'any'}
        onChange={(value) => onChange({ ...filters, minGuestScore: value === 'any' ? null : Number(value) })}
      />
      <RadioGroup
        label={t('filters.distance')}
        options={DISTANCES.map((value) => ({
          value,
          label: value === 'any' ? t('filters.any') : t('filters.distanceOption', { km: value }),
        }))}
        value={DISTANCES.find((option) => option === distance) ?? 'any'}
        onChange={(value) => onChange({ ...filters, maxDistanceKm: value === 'any' ? null : Number(value) })}
      />
      <ToggleSwitch
        label={t('filters.freeCancellation')}
        checked={filters.freeCancellation}
        onChange={(freeCancellation) => onChange({ ...filters, freeCancellation })}
      />
      <FilterCheckboxList
        title={t('filters.board')}
        options={boardOptions}
        value={
          filters.boards.filter((board) =>
            HOTEL_BOARDS.some((known) => known === board),
          ) as (typeof HOTEL_BOARDS)[number][]
        }
        onChange={(boards) => onChange({ ...filters, boards })}
      />
      {facilityOptions.length > 0 && (
        <FilterCheckboxList
          title={t('filters.facilities')}
          options={facilityOptions}
          value={filters.facilities as string[]}
          onChange={(facilities) => onChange({ ...filters, facilities })}
          withRemoveAll
        />
      )}
      {vendorOptions.length > 1 && (
        <FilterCheckboxList
          title={t('filters.vendor')}
          options={vendorOptions}
          value={filters.vendors as string[]}
          onChange={(vendors) => onChange({ ...filters, vendors })}
        />
      )}
    </Stack>
  );
});
