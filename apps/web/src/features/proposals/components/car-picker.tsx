import { Button, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { formatLocalTime } from '../../../shared/format/wall-clock';
import type { ChosenExtra, ExtraStay } from './extras-picker';
import { useCarLocations, useProposalCarSearch } from '../api/extras';
import { OfferList, OfferRow } from './offer-row';

/** A car rental for the proposal: a rental location, the stay's days by default, the driver's age; one offer of the search. */
export function CarPicker({ stay, onAdd }: { stay: ExtraStay; onAdd(extra: ChosenExtra): void }) {
  const { t } = useTranslation('proposals');
  const language = currentLanguage();
  const [text, setText] = useState('');
  const [locationId, setLocationId] = useState<string | null>(null);
  const [pickUp, setPickUp] = useState(`${stay.checkIn}T10:00`);
  const [dropOff, setDropOff] = useState(`${stay.checkOut}T10:00`);
  const [age, setAge] = useState<number>(30);
  const locations = useCarLocations(text);
  const search = useProposalCarSearch();
  const location = locations.data?.find((candidate) => candidate.id === locationId);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="car-picker">
      <Stack gap="xs">
        <TextInput
          label={t('extras.car.place')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Select
          label={t('extras.car.location')}
          data={(locations.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={locationId}
          onChange={setLocationId}
          placeholder={t('extras.car.choose')}
        />
        {/* Each on its own line: the builder's side panel is narrow, and a date-time needs its width. */}
        <TextInput
          type="datetime-local"
          label={t('extras.car.pickUp')}
          value={pickUp}
          onChange={(event) => setPickUp(event.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('extras.car.dropOff')}
          value={dropOff}
          onChange={(event) => setDropOff(event.currentTarget.value)}
        />
        <NumberInput
          label={t('extras.car.age')}
          min={18}
          max={99}
          value={age}
          onChange={(value) => setAge(typeof value === 'number' ? value : 30)}
          w={120}
        />
        <Button
          size="xs"
          disabled={!location}
          loading={search.isPending}
          onClick={() =>
            location &&
            search.mutate({
              location: { name: location.name, value: location.id, alpha2Code: location.countryCode },
              pickUpDateTime: pickUp,
              returnDateTime: dropOff,
              age,
              countryOfResidence: stay.country || location.countryCode,
              currency: stay.currency,
            })
          }
        >
          {t('extras.search')}
        </Button>
        {search.isError && (
          <Text c="red" size="sm" role="alert">
            {search.error.message}
          </Text>
        )}
        {search.data && search.data.cars.length === 0 && <Text c="dimmed">{t('extras.none')}</Text>}
        <OfferList>
          {search.data?.cars.slice(0, 8).map((car) => (
            <OfferRow
              key={car.carId}
              title={car.name}
              detail={`${car.vendorName} · ${car.acriss} · ${t(car.cancellationPolicy.charge.includedRateInd ? 'detail.refundable' : 'detail.nonRefundable')}`}
              price={{ amount: car.price, currency: car.currencyCode }}
              onAdd={() =>
                onAdd({
                  input: { kind: 'car', carId: car.carId },
                  title: car.name,
                  detail: `${car.vendorName} · ${formatLocalTime(pickUp, language)} – ${formatLocalTime(dropOff, language)}`,
                  price: { amount: car.price, currency: car.currencyCode },
                })
              }
            />
          ))}
        </OfferList>
      </Stack>
    </Paper>
  );
}
