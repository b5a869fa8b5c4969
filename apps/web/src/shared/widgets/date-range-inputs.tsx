import { TextInput } from '@mantine/core';

export interface DateRangeInputsProps {
  /** 'YYYY-MM-DD' or '' (no bound). */
  startDate: string;
  endDate: string;
  onStartChange(value: string): void;
  onEndChange(value: string): void;
  labels: { from: string; to: string; badRange: string };
}

/** Whether the two optional bounds make a range (an end before the start does not). */
export function isRangeValid(startDate: string, endDate: string): boolean {
  return !startDate || !endDate || startDate <= endDate;
}

/**
 * Two optional calendar dates bounding an export (the browser's date fields: a keyboard user
 * types them); an end before the start is shown on the end field.
 */
export function DateRangeInputs({ startDate, endDate, onStartChange, onEndChange, labels }: DateRangeInputsProps) {
  return (
    <>
      <TextInput
        type="date"
        label={labels.from}
        value={startDate}
        onChange={(event) => onStartChange(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={labels.to}
        value={endDate}
        onChange={(event) => onEndChange(event.currentTarget.value)}
        error={isRangeValid(startDate, endDate) ? undefined : labels.badRange}
      />
    </>
  );
}
