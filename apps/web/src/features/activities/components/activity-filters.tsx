import { Button, Fieldset, Group, NumberInput, Stack } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { ACTIVITY_POPULARITY_FILTERS, ACTIVITY_SPECIAL_FILTERS, ACTIVITY_TIME_OF_DAY } from '@travel/contracts';
import { FilterCheckboxList } from '../../../shared/widgets/filter-checkbox-list';
import { RadioGroup } from '../../../shared/widgets/radio-group';
import { ACTIVITY_MIN_RATINGS, DURATION_KEYS, type ActivityFilters as Filters } from '../lib/search-link';

/** Changes some filters, keeping the others. */
export type UpdateActivityFilters = (change: Partial<Filters>) => void;

export interface ActivityTag {
  tagId: number;
  tagName: string;
  productCount: number;
}

/** The most a price bound may be, in whole units (the server takes 1,000,000.00). */
const MAX_PRICE = 999_999;

interface PriceRangeProps {
  minPrice: number | null;
  maxPrice: number | null;
  currency: string;
  update: UpdateActivityFilters;
}

/** Lowest and highest from-price, in whole units of the visitor's currency, applied when a field is left. */
function PriceRange({ minPrice, maxPrice, currency, update }: PriceRangeProps) {
  const { t } = useTranslation('activities');
  const [typed, setTyped] = useState<{ min: number | ''; max: number | '' }>({
    min: minPrice ?? '',
    max: maxPrice ?? '',
  });
  // A reset or a link's filters replace what was typed.
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    setTyped({ min: minPrice ?? '', max: maxPrice ?? '' });
  }
  const apply = () => {
    const min = typed.min === '' ? null : typed.min;
    const max = typed.max === '' ? null : typed.max;
    if (min !== minPrice || max !== maxPrice) update({ minPrice: min, maxPrice: max });
  };
  const field = (which: 'min' | 'max') => (
    <NumberInput
      label={t(which === 'min' ? 'filters.minPrice' : 'filters.maxPrice', { currency })}
      value={typed[which]}
      onChange={(value) => setTyped((current) => ({ ...current, [which]: typeof value === 'number' ? value : '' }))}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      min={0}
      max={MAX_PRICE}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator
      w="50%"
    />
  );
  return (
    <Fieldset legend={t('filters.price')} variant="unstyled">
      <Group gap="sm" wrap="nowrap" mt={4}>
        {field('min')}
        {field('max')}
      </Group>
    </Fieldset>
  );
}

export interface ActivityFiltersProps {
  filters: Filters;
  tags: readonly ActivityTag[];
  currency: string;
  update: UpdateActivityFilters;
  onReset(): void;
  isFiltered: boolean;
}

/**
 * The filters of the activity results (spec sections 4 and 9), applied by the server: tags of the
 * destination, price, duration, time of day, special offers, popularity, rating. Groups combine
 * with AND, options within a group with OR; an empty group does not filter.
 */
export const ActivityFilters = memo(function ActivityFilters({
  filters,
  tags,
  currency,
  update,
  onReset,
  isFiltered,
}: ActivityFiltersProps) {
  const { t } = useTranslation('activities');
  const tagOptions = useMemo(
    () => tags.map((tag) => ({ value: String(tag.tagId), label: tag.tagName, note: String(tag.productCount) })),
    [tags],
  );
  const durationOptions = useMemo(
    () => DURATION_KEYS.map((value) => ({ value, label: t(`filters.durations.${value}`) })),
    [t],
  );
  const timeOptions = useMemo(
    () => ACTIVITY_TIME_OF_DAY.map(({ key }) => ({ value: key, label: t(`filters.timesOfDay.${key}`) })),
    [t],
  );
  const specialOptions = useMemo(
    () => ACTIVITY_SPECIAL_FILTERS.map((value) => ({ value, label: t(`filters.specials.${value}`) })),
    [t],
  );
  const popularityOptions = useMemo(
    () => ACTIVITY_POPULARITY_FILTERS.map((value) => ({ value, label: t(`filters.popularity.${value}`) })),
    [t],
  );
  const ratingOptions = useMemo(
    () => [
      { value: 'any', label: t('filters.anyRating') },
      ...ACTIVITY_MIN_RATINGS.map((rating) => ({
        value: String(rating),
        label: t('filters.ratingAtLeast', { rating }),
      })),
    ],
    [t],
  );

  return (
    <Stack gap="lg">
      <Button variant="subtle" disabled={!isFiltered} onClick={onReset} w="fit-content">
        {t('filters.reset')}
      </Button>
      <PriceRange minPrice={filters.minPrice} maxPrice={filters.maxPrice} currency={currency} update={update} />
      <FilterCheckboxList
        title={t('filters.duration')}
        options={durationOptions}
        value={filters.durations}
        onChange={(durations) => update({ durations })}
      />
      <FilterCheckboxList
        title={t('filters.timeOfDay')}
        options={timeOptions}
        value={filters.timesOfDay}
        onChange={(timesOfDay) => update({ timesOfDay })}
      />
      <FilterCheckboxList
        title={t('filters.special')}
        options={specialOptions}
        value={filters.specials}
        onChange={(specials) => update({ specials })}
      />
      <FilterCheckboxList
        title={t('filters.popular')}
        options={popularityOptions}
        value={filters.popularity}
        onChange={(popularity) => update({ popularity })}
      />
      <RadioGroup
        label={t('filters.rating')}
        options={ratingOptions}
        value={filters.minRating === null ? 'any' : String(filters.minRating)}
        onChange={(value) => update({ minRating: value === 'any' ? null : Number(value) })}
      />
      {tagOptions.length > 0 && (
        <FilterCheckboxList
          title={t('filters.tags')}
          options={tagOptions}
          value={filters.tagIds.map(String)}
          onChange={(tagIds) => update({ tagIds: tagIds.map(Number) })}
        />
      )}
    </Stack>
  );
});
