import { ColorInput } from '@mantine/core';

export interface ColourFieldProps {
  label: string;
  description?: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/** A colour as #RRGGBB: typed, or picked. */
export function ColourField({ label, description, value, error, onChange, onBlur }: ColourFieldProps) {
  return (
    <ColorInput
      label={label}
      description={description}
      format="hex"
      withEyeDropper={false}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
