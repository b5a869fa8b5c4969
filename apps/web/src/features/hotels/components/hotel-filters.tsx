import { Button, Fieldset, RangeSlider, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, HOTEL_BOARDS, type HotelResultFilters } from '@travel/contracts';
import { FilterCheckboxList } from '../../../shared/widgets/filter-checkbox-list';
import { RadioGroup } from '../../../shared/widgets/radio-group';
import { ToggleSwitch } from '../../../shared/widgets/toggle-switch';

const STARS = ['5', '4', '3', '2', '1'] as const;
type StarOption = (typeof STARS)[number];
type Board = (typeof HOTEL_BOARDS)[number];
const SCORES = ['any', '9', '8', '7', '6'] as const;
const DISTANCES = ['any', '1', '3', '5', '10'] as const;

/** What the loaded hotels offer to filter on. */
export interface HotelFilterOptions {
  currency: string;
  /** Lowest and highest stay price, minor units; null with no hotel. */
  priceRange: { min: number; max: number } | null;
  /** Facilities with how many hotels have each, most common first. */
  facilities: { code: string; count: number }[];
  /** The vendors selling the loaded hotels, by display name. */
  vendors: { code: string; name: string }[];
}

/** Changes some filters, keeping the others (the same function on every render). */
export type UpdateFilters = (change: Partial<HotelResultFilters>) => void;

interface PriceFilterProps {
  min: number | null;
  max: number | null;
  range: { min: number; max: number } | null;
  currency: string;
  update: UpdateFilters;
}

const PriceFilter = memo(function PriceFilter({ min, max, range, currency, update }: PriceFilterProps) {
  const { t, i18n } = useTranslation(['hotels', 'hotel-vocabulary']);
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  if (!range || range.max <= range.min) return null;
  const value: [number, number] = dragged ?? [min ?? range.min, max ?? range.max];
  const money = (amount: number) => formatMoney({ amount, currency }, i18n.language);
  return (
    <Fieldset legend={t('filters.price')} variant="unstyled">
      <Text size="sm" mb="xs" aria-live="polite">
        <bdi>{t('filters.priceRange', { min: money(value[0]), max: money(value[1]) })}</bdi>
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
        onChangeEnd={([from, to]) => {
          setDragged(null);
          update({ priceMin: from <= range.min ? null : from, priceMax: to >= range.max ? null : to });
        }}
        mx="xs"
      />
    </Fieldset>
  );
});

const StarsFilter = memo(function StarsFilter({ value, update }: { value: readonly number[]; update: UpdateFilters }) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const options = useMemo(
    () => STARS.map((star) => ({ value: star, label: t('filters.starsOption', { count: Number(star) }) })),
    [t],
  );
  const selected = useMemo(() => STARS.filter((star) => value.includes(Number(star))), [value]);
  return (
    <FilterCheckboxList<StarOption>
      title={t('filters.stars')}
      options={options}
      value={selected}
      onChange={(stars) => update({ stars: stars.map(Number) })}
    />
  );
});

const ScoreFilter = memo(function ScoreFilter({ value, update }: { value: number | null; update: UpdateFilters }) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const current = SCORES.find((option) => option === String(value)) ?? 'any';
  return (
    <RadioGroup
      label={t('filters.guestScore')}
      options={SCORES.map((score) => ({
        value: score,
        label: score === 'any' ? t('filters.any') : t('filters.scoreOption', { score }),
      }))}
      value={current}
      onChange={(score) => update({ minGuestScore: score === 'any' ? null : Number(score) })}
    />
  );
});

const DistanceFilter = memo(function DistanceFilter({
  value,
  update,
}: {
  value: number | null;
  update: UpdateFilters;
}) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const current = DISTANCES.find((option) => option === String(value)) ?? 'any';
  return (
    <RadioGroup
      label={t('filters.distance')}
      options={DISTANCES.map((km) => ({
        value: km,
        label: km === 'any' ? t('filters.any') : t('filters.distanceOption', { km }),
      }))}
      value={current}
      onChange={(km) => update({ maxDistanceKm: km === 'any' ? null : Number(km) })}
    />
  );
});

const FreeCancellationFilter = memo(function FreeCancellationFilter({
  value,
  update,
}: {
  value: boolean;
  update: UpdateFilters;
}) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  return (
    <ToggleSwitch
      label={t('filters.freeCancellation')}
      checked={value}
      onChange={(freeCancellation) => update({ freeCancellation })}
    />
  );
});

const BoardFilter = memo(function BoardFilter({ value, update }: { value: readonly string[]; update: UpdateFilters }) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const options = useMemo(
    () => HOTEL_BOARDS.map((board) => ({ value: board, label: t(`hotel-vocabulary:boards.${board}`) })),
    [t],
  );
  const selected = useMemo(() => HOTEL_BOARDS.filter((board) => value.includes(board)), [value]);
  return (
    <FilterCheckboxList<Board>
      title={t('filters.board')}
      options={options}
      value={selected}
      onChange={(boards) => update({ boards })}
    />
  );
});

interface ListFilterProps {
  value: readonly string[];
  options: readonly { value: string; label: string; note?: string }[];
  update(value: string[]): void;
  title: string;
}

const ListFilter = memo(function ListFilter({ value, options, update, title }: ListFilterProps) {
  if (options.length === 0) return null;
  return <FilterCheckboxList title={title} options={options} value={value} onChange={update} withRemoveAll />;
});

export interface HotelFiltersProps {
  filters: HotelResultFilters;
  options: HotelFilterOptions;
  update: UpdateFilters;
  onReset(): void;
  isFiltered: boolean;
}

/**
 * The filters of the results: price, stars, guest score, distance, board, free cancellation,
 * facilities, vendor. Each applies at once; each group draws again only when its own selection
 * changes (a change has one frame over 2,000 hotels).
 */
export const HotelFilters = memo(function HotelFilters({
  filters,
  options,
  update,
  onReset,
  isFiltered,
}: HotelFiltersProps) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const facilityOptions = useMemo(
    () =>
      options.facilities.map((facility) => ({
        value: facility.code,
        label: t(`hotel-vocabulary:facilities.${facility.code}`, { defaultValue: facility.code }),
        note: String(facility.count),
      })),
    [options.facilities, t],
  );
  const vendorOptions = useMemo(
    () =>
      options.vendors.length > 1 ? options.vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })) : [],
    [options.vendors],
  );
  const updateFacilities = useMemo(() => (facilities: string[]) => update({ facilities }), [update]);
  const updateVendors = useMemo(() => (vendors: string[]) => update({ vendors }), [update]);

  return (
    <Stack gap="lg">
      <Button variant="subtle" disabled={!isFiltered} onClick={onReset} w="fit-content">
        {t('filters.reset')}
      </Button>
      <PriceFilter
        min={filters.priceMin}
        max={filters.priceMax}
        range={options.priceRange}
        currency={options.currency}
        update={update}
      />
      <StarsFilter value={filters.stars} update={update} />
      <ScoreFilter value={filters.minGuestScore} update={update} />
      <DistanceFilter value={filters.maxDistanceKm} update={update} />
      <FreeCancellationFilter value={filters.freeCancellation} update={update} />
      <BoardFilter value={filters.boards} update={update} />
      <ListFilter
        title={t('filters.facilities')}
        value={filters.facilities}
        options={facilityOptions}
        update={updateFacilities}
      />
      <ListFilter title={t('filters.vendor')} value={filters.vendors} options={vendorOptions} update={updateVendors} />
    </Stack>
  );
});
