import { Radio, Stack } from '@mantine/core';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

export interface RadioGroupProps<T extends string> {
  /** Visible label of the group, read as the radio group's name. */
  label: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange(value: T): void;
}

/**
 * One choice out of a few, all visible at once. Typed by the option values so callers get their
 * own union back instead of the plain string the library hands out.
 */
export function RadioGroup<T extends string>({ label, options, value, onChange }: RadioGroupProps<T>) {
  const choose = (picked: string) => {
    const option = options.find((candidate) => candidate.value === picked);
    if (option) onChange(option.value);
  };
  return (
    <Radio.Group label={label} value={value} onChange={choose}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
