import { Grid, Paper, Select } from '@mantine/core';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { type IsoDate } from '@travel/contracts';
import { useCountries } from '../../../shared/reference/get-countries';
import { DatePickerField } from '../../../shared/widgets/date-picker-field';
import { SearchSubmitRow, useSearchGate } from '../../../shared/widgets/search-submit';
import { hotelSearchProblems, type HotelSearchForm } from '../lib/search-link';
import { PlaceField } from '../../../shared/hotel/place-field';
import { RoomsField } from './rooms-field';

export interface HotelSearchFormProps {
  form: HotelSearchForm;
  onChange(form: HotelSearchForm): void;
  onSubmit(form: HotelSearchForm): void;
  /** The visitor's today: the first day that can be picked. */
  today: IsoDate;
}

/** The hotel search: destination, stay dates, rooms and guests, nationality. */
export function HotelSearchFormView({ form, onChange, onSubmit, today }: HotelSearchFormProps) {
  const { t } = useTranslation('hotels');
  const countries = useCountries();
  const problems = hotelSearchProblems(form, today);
  const gate = useSearchGate(problems[0] ? t(`search.problems.${problems[0]}`) : null);
  const countryOptions = useMemo(
    () => (countries.data?.countries ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countries.data],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.canSearch) onSubmit(form);
  };

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} onSubmit={submit} noValidate>
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <PlaceField value={form.placeId} onChange={(place) => onChange({ ...form, placeId: place.id })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <DatePickerField
            type="range"
            label={t('search.dates')}
            minDate={today}
            value={{ start: form.checkIn, end: form.checkOut }}
            onChange={({ start, end }) => onChange({ ...form, checkIn: start, checkOut: end })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <RoomsField value={form.rooms} onChange={(rooms) => onChange({ ...form, rooms })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Select
            label={t('search.nationality')}
            data={countryOptions}
            value={form.nationality || null}
            onChange={(code) => code && onChange({ ...form, nationality: code })}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('search.noCountries')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <SearchSubmitRow gate={gate} label={t('search.submit')} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
