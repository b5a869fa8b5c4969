import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightLeg } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { dayOffsetLabel, formatDuration, formatLocalDate, formatLocalTime } from '../../../shared/format/travel-time';

/** The legs of a booking: local departure and arrival times, duration, stops, airline. */
export function ItinerarySummary({ flights }: { flights: FlightLeg[] }) {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {flights.map((leg, index) => (
        <Paper
          key={`${leg.origin}-${leg.destination}-${index}`}
          withBorder
          p="md"
          radius="md"
          data-testid="itinerary-leg"
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <IconPlaneDeparture size={18} aria-hidden />
              <Text fw={600}>
                <Ltr>
                  {leg.origin} → {leg.destination}
                </Ltr>
              </Text>
              <Text c="dimmed" size="sm">
                <Ltr>{formatLocalDate(leg.departureTime, language)}</Ltr>
              </Text>
            </Group>
            <Badge variant="light">{leg.airlineName}</Badge>
          </Group>
          <Group gap="lg" mt={6}>
            <Text>
              <Ltr>
                {formatLocalTime(leg.departureTime, language)} – {formatLocalTime(leg.arrivalTime, language)}
                {leg.arrivalDayOffset !== 0 && (
                  <Text
                    span
                    c="red"
                    fw={600}
                    size="sm"
                    ms={4}
                    aria-label={t('dayOffset', { count: leg.arrivalDayOffset })}
                  >
                    {dayOffsetLabel(leg.arrivalDayOffset)}
                  </Text>
                )}
              </Ltr>
            </Text>
            <Text c="dimmed" size="sm">
              <Ltr>
                {formatDuration(leg.duration)} ·{' '}
                {leg.stops.length === 0
                  ? t('direct')
                  : t('stops', { count: leg.stops.length, airports: leg.stops.map((s) => s.airport).join(', ') })}{' '}
                · {t(`cabins.${leg.cabin}`)}
              </Ltr>
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
