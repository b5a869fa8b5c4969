import { Grid, NumberInput, Paper, Select, useDirection } from '@mantine/core';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { MAX_DRIVER_AGE, type IsoDate } from '@travel/contracts';
import { DatePickerField } from '../../../shared/widgets/date-picker-field';
import { SearchSubmitRow, useSearchGate } from '../../../shared/widgets/search-submit';
import { useCarCountries } from '../api/search-cars';
import {
  CAR_PROBLEM_FIELD,
  CAR_TIMES,
  carSearchProblems,
  type CarSearchField,
  type CarSearchForm,
  type CarSearchProblem,
} from '../lib/search-link';
import { LocationField } from './location-field';

/** A time reads in its own direction ('10:00 AM', not 'AM 10:00' on a right-to-left page), aligned with the page. */
const timeStyles = (dir: 'ltr' | 'rtl') =>
  ({
    input: { unicodeBidi: 'plaintext', textAlign: dir === 'rtl' ? 'right' : 'left' },
    option: { unicodeBidi: 'plaintext', textAlign: dir === 'rtl' ? 'right' : 'left' },
  }) as const;

/** Problems shown on their field at once; the others (nothing chosen yet) only stop the search. */
const SHOWN_ON_FIELD: ReadonlySet<CarSearchProblem> = new Set(['times', 'pastDate', 'returnBeforePickup', 'age']);

export interface CarSearchFormProps {
  form: CarSearchForm;
  onChange(form: CarSearchForm): void;
  onSubmit(form: CarSearchForm): void;
  /** The visitor's today: the first day that can be picked. */
  today: IsoDate;
  /** The server's messages for the search sent, by field (an under-age driver...). */
  serverErrors: Partial<Record<CarSearchField, string>>;
}

/**
 * The car search (spec section 4): pick-up place, 'Same drop-off' or another place, pick-up and
 * return date and time (the places' wall clock), driver age and country of residence.
 */
export function CarSearchFormView({ form, onChange, onSubmit, today, serverErrors }: CarSearchFormProps) {
  const { t, i18n } = useTranslation('cars');
  const countries = useCarCountries(i18n.language);
  const { dir } = useDirection();
  const problems = carSearchProblems(form, today);
  const gate = useSearchGate(problems[0] ? t(`search.problems.${problems[0]}`) : null);
  const errors: Partial<Record<CarSearchField, string>> = { ...serverErrors };
  for (const problem of problems)
    if (SHOWN_ON_FIELD.has(problem)) errors[CAR_PROBLEM_FIELD[problem]] ??= t(`search.problems.${problem}`);

  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.alpha2Code, label: country.name })),
    [countries.data],
  );
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    [i18n.language],
  );
  const timeOptions = useMemo(
    () => CAR_TIMES.map((time) => ({ value: time, label: timeFormat.format(new Date(`1970-01-01T${time}:00Z`)) })),
    [timeFormat],
  );
  const dropOffOptions = [
    { value: 'same', label: t('search.sameDropOff') },
    { value: 'different', label: t('search.differentDropOff') },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.canSearch) onSubmit(form);
  };

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} onSubmit={submit} noValidate>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LocationField
            label={t('search.pickup')}
            value={form.pickup}
            onChange={(pickup) => onChange({ ...form, pickup })}
            error={errors.pickup}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: form.dropOffChoice === 'different' ? 5 : 12, md: 3 }}>
          <Select
            label={t('search.dropOff')}
            data={dropOffOptions}
            value={form.dropOffChoice}
            onChange={(choice) =>
              choice && onChange({ ...form, dropOffChoice: choice as CarSearchForm['dropOffChoice'] })
            }
            allowDeselect={false}
          />
        </Grid.Col>
        {form.dropOffChoice === 'different' && (
          <Grid.Col span={{ base: 12, sm: 7, md: 3 }}>
            <LocationField
              label={t('search.dropOffPlace')}
              value={form.dropoff}
              onChange={(dropoff) => onChange({ ...form, dropoff })}
              error={errors.dropoff}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 7, sm: 4, md: 3 }}>
          <DatePickerField
            label={t('search.pickUpDate')}
            minDate={today}
            value={form.pickUpDate || null}
            onChange={(pickUpDate) => onChange({ ...form, pickUpDate })}
            error={errors.pickUpDate}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 2, md: 2 }}>
          <Select
            label={t('search.pickUpTime')}
            data={timeOptions}
            value={form.pickUpTime || null}
            onChange={(pickUpTime) => pickUpTime && onChange({ ...form, pickUpTime })}
            allowDeselect={false}
            maxDropdownHeight={240}
            styles={timeStyles(dir)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 4, md: 3 }}>
          <DatePickerField
            label={t('search.returnDate')}
            minDate={form.pickUpDate && form.pickUpDate > today ? form.pickUpDate : today}
            value={form.returnDate || null}
            onChange={(returnDate) => onChange({ ...form, returnDate })}
            error={errors.returnDate}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 2, md: 2 }}>
          <Select
            label={t('search.returnTime')}
            data={timeOptions}
            value={form.returnTime || null}
            onChange={(returnTime) => returnTime && onChange({ ...form, returnTime })}
            allowDeselect={false}
            maxDropdownHeight={240}
            styles={timeStyles(dir)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3, md: 2 }}>
          <NumberInput
            label={t('search.age')}
            value={form.age}
            onChange={(age) => onChange({ ...form, age: typeof age === 'number' ? age : '' })}
            min={16}
            max={MAX_DRIVER_AGE}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={errors.age}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 9, md: 4 }}>
          <Select
            label={t('search.countryOfResidence')}
            data={countryOptions}
            value={form.countryOfResidence || null}
            onChange={(code) => code && onChange({ ...form, countryOfResidence: code })}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('search.noCountries')}
            error={errors.countryOfResidence}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} style={{ alignSelf: 'flex-end' }}>
          <SearchSubmitRow gate={gate} label={t('search.submit')} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
