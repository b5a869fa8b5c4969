import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightLeg } from '@travel/contracts';
import { dayOffsetLabel, formatDuration, formatLocalDate, formatLocalTime } from '../../../shared/format/travel-time';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';

/** A local time with its day offset ('+1') and that offset spelled out for screen readers. */
function LocalTime({ local, dayOffset }: { local: string; dayOffset: number }) {
  const { t } = useTranslation('trips');
  return (
    <>
      {formatLocalTime(local, currentLanguage())}
      {dayOffset !== 0 && (
        <Text
          span
          c="red"
          fw={600}
          size="sm"
          ms={4}
          title={
            dayOffset > 0
              ? t('details.daysLater', { count: dayOffset })
              : t('details.daysEarlier', { count: -dayOffset })
          }
          data-testid="day-offset"
        >
          {dayOffsetLabel(dayOffset)}
        </Text>
      )}
    </>
  );
}

function legTitle(index: number, count: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (count === 2) return index === 0 ? t('details.outbound') : t('details.return');
  return t('details.legNumber', { number: index + 1 });
}

/** The legs of a booking, each with its segments, in the local time of each airport. */
export function BookingLegs({ flights }: { flights: FlightLeg[] }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {flights.map((leg, index) => (
        <Paper
          key={`${leg.origin}-${leg.destination}-${leg.departureTime}`}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={legTitle(index, flights.length, t)}
          data-testid="booking-leg"
        >
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <IconPlaneDeparture size={18} aria-hidden />
              <Title order={3} size="h5">
                <Ltr>
                  {legTitle(index, flights.length, t)}: {leg.origin} → {leg.destination}
                </Ltr>
              </Title>
            </Group>
            <Badge variant="light">{t(`cabins.${leg.cabin}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            <Ltr>{formatLocalDate(leg.departureTime, language)}</Ltr>
          </Text>
          <Group gap="lg" mt={4}>
            <Text fw={600} data-testid="leg-times">
              <Ltr>
                <LocalTime local={leg.departureTime} dayOffset={0} /> –{' '}
                <LocalTime local={leg.arrivalTime} dayOffset={leg.arrivalDayOffset} />
              </Ltr>
            </Text>
            <Text size="sm" c="dimmed">
              <Ltr>
                {formatDuration(leg.duration)} ·{' '}
                {leg.stops.length === 0
                  ? t('details.direct')
                  : t('details.stops', {
                      count: leg.stops.length,
                      airports: leg.stops.map((stop) => stop.airport).join(', '),
                    })}
              </Ltr>
            </Text>
          </Group>
          <Stack gap={4} mt="sm">
            {leg.segments.map((segment) => (
              <Text key={`${segment.airlineCode}${segment.flightNumber}-${segment.departure.local}`} size="sm">
                <Ltr>
                  {segment.airlineName} {segment.airlineCode}
                  {segment.flightNumber} · {segment.departure.airport}{' '}
                  <LocalTime local={segment.departure.local} dayOffset={segment.departure.dayOffset} /> →{' '}
                  {segment.arrival.airport}{' '}
                  <LocalTime local={segment.arrival.local} dayOffset={segment.arrival.dayOffset} /> · {segment.aircraft}
                </Ltr>
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
