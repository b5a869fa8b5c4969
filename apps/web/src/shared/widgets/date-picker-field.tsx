import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import { Button, Input, InputBase, Modal, Stack } from '@mantine/core';
import { DatePicker, DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { normaliseRange, todayIn, type IsoDate } from '@travel/contracts';

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

interface FieldBaseProps {
  /** Visible label of the field; also the title of the picker dialog. */
  label: string;
  /** First day that can be picked; today in the visitor's time zone when left out. */
  minDate?: IsoDate;
  /** Shown while no date is chosen; 'Select a date' or 'Select dates' when left out. */
  placeholder?: string;
  /** What is wrong with the value, shown under the field. */
  error?: string;
}

export interface SingleDateFieldProps extends FieldBaseProps {
  type?: 'default';
  value: IsoDate | null;
  onChange(value: IsoDate): void;
}

export interface RangeDateFieldProps extends FieldBaseProps {
  type: 'range';
  value: DateRange | null;
  /** Called on Done with the range already normalised (spec section 5). */
  onChange(value: DateRange): void;
  /** Longest range in days; longer picks are cut to start + maxDays. Default 28. */
  maxDays?: number;
}

export type DatePickerFieldProps = SingleDateFieldProps | RangeDateFieldProps;

/** The picker's selection until Done: [date, null] for a single date, [start, end] for a range. */
type Draft = [IsoDate | null, IsoDate | null];

function toDraft(props: DatePickerFieldProps): Draft {
  if (props.type === 'range') return props.value ? [props.value.start, props.value.end] : [null, null];
  return [props.value, null];
}

/** The calendar's icon-only controls, named in the page's language. */
const CALENDAR_CONTROLS = [
  'previousMonth',
  'nextMonth',
  'previousYear',
  'nextYear',
  'previousDecade',
  'nextDecade',
  // The month and year buttons are named by the text they show ('November 2026'), as 2.5.3 asks.
] as const satisfies readonly (keyof CalendarAriaLabels)[];

/** 'MMM d, yyyy' in the page's language; read as UTC because a trip date has no time zone. */
function formatDate(date: IsoDate, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A date or date range field. Picking happens in a dialog and is only applied on Done, so a
 * half-picked range never reaches the search form and the range rules run once, on the final pick.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const { t, i18n } = useTranslation('widgets');
  const isSmallScreen = useMediaQuery('(max-width: 48em)');
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>([null, null]);
  const id = useId();
  const minDate = props.minDate ?? todayIn();
  const isRange = props.type === 'range';

  const format = (date: IsoDate) => formatDate(date, i18n.language);
  let shown: string | null = null;
  if (props.type === 'range') {
    if (props.value) shown = t('datePicker.range', { start: format(props.value.start), end: format(props.value.end) });
  } else if (props.value) {
    shown = format(props.value);
  }
  const placeholder = props.placeholder ?? t(isRange ? 'datePicker.rangePlaceholder' : 'datePicker.placeholder');
  const [start, end] = draft;
  const isComplete = start !== null && (!isRange || end !== null);

  const open = () => {
    setDraft(toDraft(props));
    setIsOpen(true);
  };
  const done = () => {
    if (start === null) return;
    if (props.type === 'range') {
      if (end === null) return;
      props.onChange(normaliseRange(start, end, props.maxDays));
    } else {
      props.onChange(start);
    }
    setIsOpen(false);
  };

  const ariaLabels: CalendarAriaLabels = Object.fromEntries(
    CALENDAR_CONTROLS.map((control) => [control, t(`datePicker.${control}`)]),
  );
  const pickerProps = { minDate, defaultDate: start ?? minDate, ariaLabels };

  return (
    <>
      <InputBase
        component="button"
        type="button"
        id={id}
        label={props.label}
        labelProps={{ id: `${id}-label` }}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        error={props.error}
        pointer
        leftSection={<IconCalendar size={18} aria-hidden />}
        onClick={open}
      >
        {/* One line: a long range ('14 de dez. de 2026 – 17 de dez. de 2026') is cut, not spilt over the next field. */}
        {/* dir=auto: a range of left-to-right dates keeps its order on a right-to-left page. */}
        <span
          id={`${id}-value`}
          dir="auto"
          style={{
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            textAlign: 'match-parent',
          }}
        >
          {shown ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
        </span>
      </InputBase>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={props.label}
        fullScreen={isSmallScreen}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('datePicker.close') }}
      >
        <DatesProvider settings={{ locale: i18n.language }}>
          <Stack align="center">
            {props.type === 'range' ? (
              <DatePicker
                type="range"
                allowSingleDateInRange
                numberOfColumns={isSmallScreen ? 1 : 2}
                value={draft}
                onChange={setDraft}
                {...pickerProps}
              />
            ) : (
              <DatePicker value={start} onChange={(date) => setDraft([date, null])} {...pickerProps} />
            )}
            <Button fullWidth disabled={!isComplete} onClick={done}>
              {t('datePicker.done')}
            </Button>
          </Stack>
        </DatesProvider>
      </Modal>
    </>
  );
}
