import { Button, Stack } from '@mantine/core';
import { memo, useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { CAR_PRICE_BUCKETS, type CarFilters as Filters } from '@travel/contracts';
import { FilterCheckboxList } from '../../../shared/widgets/filter-checkbox-list';
import type { CarFilterCount, CarFilterOptions } from '../lib/filter-options';

/** Changes one group's selection, keeping the others (the same function on every render). */
export type UpdateCarFilters = (change: Partial<Filters>) => void;

type Group = keyof Filters;

interface GroupProps<G extends Group> {
  group: G;
  title: string;
  value: Filters[G];
  options: CarFilterCount<Filters[G][number]>[];
  labelOf(value: Filters[G][number]): string;
  update: UpdateCarFilters;
}

/** One group: its options with their counts, 'Only' on each; drawn again only when its own selection changes. */
const FilterGroup = memo(function FilterGroup<G extends Group>({
  group,
  title,
  value,
  options,
  labelOf,
  update,
}: GroupProps<G>) {
  const rows = useMemo(
    () => options.map((option) => ({ value: option.value, label: labelOf(option.value), note: String(option.count) })),
    [options, labelOf],
  );
  if (rows.length === 0) return null;
  return (
    <FilterCheckboxList<Filters[G][number]>
      title={title}
      options={rows}
      value={value}
      onChange={(next) => update({ [group]: next } as Partial<Filters>)}
    />
  );
}) as <G extends Group>(props: GroupProps<G>) => ReactElement | null;

type LabelKind =
  'price' | 'passengers' | 'bags' | 'name' | 'size' | 'transmission' | 'airConditioning' | 'mileage' | 'cancellation';

/** The groups in the panel's order: the filter, its title (cars' `filters.*`), how its options are named. */
const GROUPS: readonly (readonly [Group, string, LabelKind])[] = [
  ['price', 'price', 'price'],
  ['passengers', 'passengers', 'passengers'],
  ['bags', 'bags', 'bags'],
  ['transmissions', 'transmission', 'transmission'],
  ['sizes', 'size', 'size'],
  ['vendors', 'vendor', 'name'],
  ['airConditioning', 'airConditioning', 'airConditioning'],
  ['mileage', 'mileage', 'mileage'],
  ['cancellation', 'cancellation', 'cancellation'],
];

export interface CarFiltersProps {
  filters: Filters;
  options: CarFilterOptions;
  /** The display currency: the price buckets are in its major units. */
  currency: string;
  update: UpdateCarFilters;
  onReset(): void;
  isFiltered: boolean;
}

/**
 * The filters of the car results (spec section 4), built from the offers: price, passengers, bags,
 * company, size, transmission, air conditioning, mileage, free cancellation. Groups combine with
 * AND, options within a group with OR; an empty group does not filter.
 */
export const CarFilters = memo(function CarFilters({
  filters,
  options,
  currency,
  update,
  onReset,
  isFiltered,
}: CarFiltersProps) {
  const { t, i18n } = useTranslation('cars');
  const labels = useMemo(() => {
    // Whole amounts: '$200', not '$200.00'.
    const whole = currency
      ? new Intl.NumberFormat(i18n.language, {
          style: 'currency',
          currency,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        })
      : null;
    const money = (major: number) => whole?.format(major) ?? String(major);
    const bucket = (key: string) => {
      const range = CAR_PRICE_BUCKETS.find((candidate) => candidate.key === key);
      const min = range && 'min' in range ? money(range.min) : '';
      const max = range && 'max' in range ? money(range.max) : '';
      return t(`filters.priceBuckets.${key}`, { min, max });
    };
    const byKind: Record<LabelKind, (value: string) => string> = {
      price: bucket,
      passengers: (key: string) => t(`filters.passengerBuckets.${key}`),
      bags: (key: string) => t(`filters.bagBuckets.${key}`),
      name: (name: string) => name,
      size: (size: string) => t(`sizes.${size}`, { defaultValue: size }),
      transmission: (value: string) => t(`transmissions.${value}`, { defaultValue: value }),
      airConditioning: (value: string) => t(`filters.airConditioningOptions.${value}`),
      mileage: (value: string) => t(`filters.mileageOptions.${value}`),
      cancellation: () => t('filters.freeCancellation'),
    };
    return byKind;
  }, [t, i18n.language, currency]);

  return (
    <Stack gap="lg">
      <Button variant="subtle" disabled={!isFiltered} onClick={onReset} w="fit-content">
        {t('filters.reset')}
      </Button>
      {GROUPS.map(([group, title, label]) => (
        <FilterGroup
          key={group}
          group={group}
          title={t(`filters.${title}`)}
          value={filters[group]}
          options={options[group]}
          labelOf={labels[label]}
          update={update}
        />
      ))}
    </Stack>
  );
});
