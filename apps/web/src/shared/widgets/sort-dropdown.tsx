import { Select } from '@mantine/core';
import { useTranslation } from '../i18n/react';

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

export interface SortDropdownProps<T extends string> {
  options: readonly SortOption<T>[];
  value: T;
  onChange(value: T): void;
  /** Visible label; 'Sort by' when left out. */
  label?: string;
}

/** The sort order of a results list. A list always has an order, so it cannot be cleared. */
export function SortDropdown<T extends string>({ options, value, onChange, label }: SortDropdownProps<T>) {
  const { t } = useTranslation('widgets');
  const choose = (picked: string | null) => {
    const option = options.find((candidate) => candidate.value === picked);
    if (option) onChange(option.value);
  };
  return (
    <Select
      label={label ?? t('sort.label')}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={choose}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
