import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { formatLocalTime } from '../../../shared/format/wall-clock';
import type { ChosenExtra, ExtraStay } from './extras-picker';
import { useProposalFlightSearch } from '../api/extras';
import { OfferList, OfferRow } from './offer-row';

/** A round trip for the proposal on the stay's dates, for its adults; one itinerary's lowest fare. */
export function FlightPicker({ stay, onAdd }: { stay: ExtraStay; onAdd(extra: ChosenExtra): void }) {
  const { t } = useTranslation('proposals');
  const language = currentLanguage();
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const search = useProposalFlightSearch();
  const isIata = (code: string) => /^[A-Z]{3}$/.test(code);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="flight-picker">
      <Stack gap="xs">
        <Group grow wrap="wrap" gap="xs">
          <TextInput
            label={t('extras.flight.origin')}
            value={origin}
            maxLength={3}
            onChange={(event) => setOrigin(event.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label={t('extras.flight.destination')}
            value={destination}
            maxLength={3}
            onChange={(event) => setDestination(event.currentTarget.value.toUpperCase())}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('extras.flight.dates', { count: stay.adults })}
        </Text>
        <Button
          size="xs"
          disabled={!isIata(origin) || !isIata(destination) || origin === destination}
          loading={search.isPending}
          onClick={() =>
            search.mutate({
              origin,
              destination,
              departureDate: stay.checkIn,
              returnDate: stay.checkOut,
              adults: stay.adults,
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
        {search.data && search.data.length === 0 && <Text c="dimmed">{t('extras.none')}</Text>}
        <OfferList>
          {search.data?.slice(0, 6).flatMap((itinerary) => {
            const [out, back] = itinerary.flights;
            const fare = itinerary.fares[0];
            if (!fare) return [];
            const when = [out, back]
              .flatMap((leg) => (leg ? [formatLocalTime(leg.departureTime, language)] : []))
              .join(' – ');
            const price = { amount: fare.displayAmount, currency: itinerary.displayCurrency };
            return [
              <OfferRow
                key={itinerary.id}
                title={itinerary.airlineName}
                detail={when}
                price={price}
                onAdd={() =>
                  onAdd({
                    input: {
                      kind: 'flight',
                      offerId: itinerary.id,
                      fareFamily: fare.fareFamily,
                      passengers: { adults: stay.adults, children: 0, infants: 0 },
                    },
                    title: `${origin} → ${destination} → ${origin}`,
                    detail: `${itinerary.airlineName} · ${when}`,
                    price,
                  })
                }
              />,
            ];
          })}
        </OfferList>
      </Stack>
    </Paper>
  );
}
