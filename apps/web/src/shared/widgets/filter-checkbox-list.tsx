import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { memo, useCallback, useId, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from '../i18n/react';
import { onlyOption, removeAll, selectAll, toggleOption } from '@travel/contracts';
import classes from './filter-checkbox-list.module.css';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  /** Right-aligned note, already formatted: usually the lowest price for this option. */
  note?: string;
  /** No result has this option: it cannot be ticked (unless it already is, so it can be unticked). */
  isEmpty?: boolean;
}

export interface FilterCheckboxListProps<T extends string> {
  /** The group's legend, e.g. 'Stops' or 'Airlines'. */
  title: string;
  options: readonly FilterOption<T>[];
  /** Selected option values; empty means the group does not filter. */
  value: readonly T[];
  onChange(value: T[]): void;
  /** Shows a 'Select all' action. */
  withSelectAll?: boolean;
  /** Shows a 'Remove all' action. */
  withRemoveAll?: boolean;
}

interface FilterRowProps<T extends string> {
  option: FilterOption<T>;
  isChecked: boolean;
  /** Called with the row's option; the same function for every row and every render. */
  onToggle(option: T): void;
  onOnly(option: T): void;
}

/**
 * One option. Memoised, with callbacks that never change: a change of selection renders again
 * only the rows whose tick changes, not the whole list (16 airlines and more). Plain elements
 * and one stylesheet rather than library components: a filter change on a results page has one
 * frame, and "Reset" re-renders a row in every group.
 */
const FilterRow = memo(function FilterRow<T extends string>({
  option,
  isChecked,
  onToggle,
  onOnly,
}: FilterRowProps<T>) {
  const { t } = useTranslation('widgets');
  const inputId = useId();
  const noteId = useId();
  const hasNote = option.note !== undefined;
  const isDisabled = option.isEmpty === true && !isChecked;
  return (
    <div className={classes.row} data-disabled={isDisabled || undefined}>
      <input
        id={inputId}
        type="checkbox"
        className={classes.box}
        checked={isChecked}
        disabled={isDisabled}
        onChange={() => onToggle(option.value)}
        aria-describedby={hasNote ? noteId : undefined}
      />
      <label htmlFor={inputId} className={classes.label}>
        {/* Its own direction: "1 stop" stays so in a right-to-left layout. */}
        <bdi>{option.label}</bdi>
      </label>
      <button
        type="button"
        className={classes.only}
        aria-label={t('filters.onlyOption', { label: option.label })}
        onClick={() => onOnly(option.value)}
        disabled={isDisabled}
      >
        {t('filters.only')}
      </button>
      {hasNote && (
        <span id={noteId} className={classes.note}>
          {option.note}
        </span>
      )}
    </div>
  );
}) as <T extends string>(props: FilterRowProps<T>) => ReactElement;

/**
 * One filter group of a results page. An empty selection means "no filter": every result passes,
 * which is why nothing is ticked at first and 'Remove all' is the way back to all results
 * (spec section 4). Matching results against the selection is `matchesGroup` in contracts.
 */
export function FilterCheckboxList<T extends string>({
  title,
  options,
  value,
  onChange,
  withSelectAll = false,
  withRemoveAll = false,
}: FilterCheckboxListProps<T>) {
  const { t } = useTranslation('widgets');
  const allValues = options.map((option) => option.value);
  const isAllSelected = allValues.every((option) => value.includes(option));
  // The rows' callbacks read the latest selection and handler, so they can stay the same.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const toggle = useCallback((option: T) => latest.current.onChange(toggleOption(latest.current.value, option)), []);
  const only = useCallback((option: T) => latest.current.onChange(onlyOption(option)), []);
  return (
    <Fieldset legend={title} variant="unstyled">
      <Stack gap={6}>
        {options.map((option) => (
          <FilterRow
            key={option.value}
            option={option}
            isChecked={value.includes(option.value)}
            onToggle={toggle}
            onOnly={only}
          />
        ))}
        {(withSelectAll || withRemoveAll) && (
          <Group gap="xs">
            {withSelectAll && (
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={isAllSelected}
                onClick={() => onChange(selectAll(allValues))}
              >
                {t('filters.selectAll')}
              </Button>
            )}
            {withRemoveAll && (
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={value.length === 0}
                onClick={() => onChange(removeAll())}
              >
                {t('filters.removeAll')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
