import { Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { addDays, type IsoDate } from '@travel/contracts';
import { RadioGroup } from '../../../shared/widgets/radio-group';
import { SearchSubmitRow, useSearchGate } from '../../../shared/widgets/search-submit';
import { TravelerCounter } from '../../../shared/widgets/traveler-counter';
import {
  addLeg,
  defaultSearchForm,
  removeLeg,
  searchProblems,
  setRouteType,
  swapLeg,
  updateLeg,
  type CabinPreference,
  type FlightSearchForm,
} from '../lib/search-form';
import { CABIN_PREFERENCE_OPTIONS, ROUTE_TYPE_OPTIONS } from '../lib/options';
import { SearchLegs } from './search-legs';

export interface SearchFormProps {
  form: FlightSearchForm;
  onChange(form: FlightSearchForm): void;
  onSubmit(form: FlightSearchForm): void;
  /** The visitor's today: the first day that can be picked. */
  today: IsoDate;
}

/** The flight search: trip type, cabin, aircraft type, travelers, airports and dates. */
export function SearchForm({ form, onChange, onSubmit, today }: SearchFormProps) {
  const { t } = useTranslation('flights');
  const problems = searchProblems(form, today);
  const gate = useSearchGate(problems[0] ? t(`search.problems.${problems[0]}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.canSearch) onSubmit(form);
  };
  const cabinOptions = CABIN_PREFERENCE_OPTIONS.map((cabin) => ({ value: cabin, label: t(`search.cabins.${cabin}`) }));
  const chooseCabin = (value: string | null) => {
    const cabin = CABIN_PREFERENCE_OPTIONS.find((candidate) => candidate === value);
    if (cabin) onChange({ ...form, flightType: cabin satisfies CabinPreference });
  };

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 2 }}>
          <RadioGroup
            label={t('search.routeType')}
            options={ROUTE_TYPE_OPTIONS.map((type) => ({ value: type, label: t(`search.routeTypes.${type}`) }))}
            value={form.routeType}
            onChange={(routeType) => onChange(setRouteType(form, routeType, today))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 10 }}>
          <Stack gap="md">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={t('search.cabin')}
                data={cabinOptions}
                value={form.flightType}
                onChange={chooseCabin}
                allowDeselect={false}
                w={{ base: '100%', xs: 180 }}
              />
              <Select
                label={t('search.aircraftType')}
                data={[{ value: 'Commercial', label: t('search.aircraftTypes.Commercial') }]}
                value={form.aircraftType}
                allowDeselect={false}
                w={{ base: '100%', xs: 160 }}
              />
              <Stack gap={4}>
                <Text component="span" size="sm" fw={500}>
                  {t('search.travelers')}
                </Text>
                <TravelerCounter value={form.passengers} onChange={(passengers) => onChange({ ...form, passengers })} />
              </Stack>
            </Group>
            <SearchLegs
              form={form}
              today={today}
              onLegChange={(id, change) => onChange(updateLeg(form, id, change))}
              onSwap={(id) => onChange(swapLeg(form, id))}
              onReturnChange={({ start, end }) => {
                const first = form.legs[0];
                if (!first) return;
                const moved = updateLeg(form, first.id, { date: start });
                onChange({ ...moved, returnDate: end > start ? end : addDays(start, 1) });
              }}
              onAddLeg={() => onChange(addLeg(form, today))}
              onRemoveLeg={(id) => onChange(removeLeg(form, id))}
            />
            <SearchSubmitRow gate={gate} label={t('search.submit')}>
              <Button type="button" variant="default" onClick={() => onChange(defaultSearchForm(today))}>
                {t('search.clear')}
              </Button>
            </SearchSubmitRow>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
