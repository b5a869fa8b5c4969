import { Switch } from '@mantine/core';

export interface ToggleSwitchProps {
  /** Visible label, also the switch's accessible name. */
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Smaller text under the label, read as the switch's description. */
  description?: string;
  disabled?: boolean;
}

/** An on/off setting that applies at once, with no Save step (a checkbox would suggest one). */
export function ToggleSwitch({ label, checked, onChange, description, disabled }: ToggleSwitchProps) {
  return (
    <Switch
      label={label}
      // The library puts the description inside the <label>; keep the name to the label alone.
      aria-label={label}
      description={description}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
