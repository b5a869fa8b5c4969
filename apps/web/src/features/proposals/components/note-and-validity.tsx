import { NumberInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';

/** A proposal's note for the client and the days it stays valid (1 to 30), as the builder and the draft editor ask them. */
export function NoteAndValidity(props: {
  note: string;
  onNote(note: string): void;
  validDays: number;
  onValidDays(days: number): void;
  /** The server's errors of these fields. */
  errors?: { note?: string; validDays?: string };
}) {
  const { t } = useTranslation('proposals');
  return (
    <>
      <Textarea
        label={t('new.note')}
        value={props.note}
        onChange={(event) => props.onNote(event.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
        error={props.errors?.note}
      />
      <NumberInput
        label={t('new.validDays')}
        min={1}
        max={30}
        value={props.validDays}
        onChange={(value) => props.onValidDays(typeof value === 'number' ? value : 7)}
        error={props.errors?.validDays}
      />
    </>
  );
}
