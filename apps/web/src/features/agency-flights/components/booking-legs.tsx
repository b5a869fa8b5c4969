import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightLeg } from '@travel/contracts';
import { dayOffsetLabel, formatDuration, formatLocalDate, formatLocalTime } from '../../../shared/format/travel-time';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';

/** Each leg in the local time of its airports, '+1' when it lands another day, and its flights. */
export function BookingLegs({ flights }: { flights: FlightLeg[] }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  return (
    <Stack gap="md">
      {flights.map((leg) => (
        <div key={`${leg.origin}-${leg.destination}-${leg.departureTime}`} data-testid="booking-leg">
          <Text fw={600}>
            <Ltr>
              {leg.origin} → {leg.destination} · {formatLocalDate(leg.departureTime, language)}
            </Ltr>
          </Text>
          <Text size="sm" data-testid="leg-times">
            <Ltr>
              {formatLocalTime(leg.departureTime, language)} – {formatLocalTime(leg.arrivalTime, language)}
              {leg.arrivalDayOffset !== 0 && (
                <Text span c="red" fw={600} ms={4}>
                  {dayOffsetLabel(leg.arrivalDayOffset)}
                </Text>
              )}{' '}
              · {formatDuration(leg.duration)} ·{' '}
              {leg.stops.length === 0
                ? t('flights.detail.direct')
                : t('flights.detail.stops', { count: leg.stops.length })}{' '}
              · {leg.cabin}
            </Ltr>
          </Text>
          {leg.segments.map((segment) => (
            <Text key={`${segment.airlineCode}${segment.flightNumber}-${segment.departure.local}`} size="xs" c="dimmed">
              <Ltr>
                {segment.airlineCode}
                {segment.flightNumber} {segment.airlineName} · {segment.departure.airport}{' '}
                {formatLocalTime(segment.departure.local, language)} → {segment.arrival.airport}{' '}
                {formatLocalTime(segment.arrival.local, language)}
                {segment.arrival.dayOffset !== 0 && ` ${dayOffsetLabel(segment.arrival.dayOffset)}`} ·{' '}
                {segment.aircraft}
              </Ltr>
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}
