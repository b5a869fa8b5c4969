import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconClockPause, IconPlane } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightLeg } from '@travel/contracts';
import { Ltr } from '../../../shared/widgets/ltr';
import { dayOffsetLabel, formatDuration, formatLocalDate, formatLocalTime, stopsLabel } from '../lib/format';

type Segment = FlightLeg['segments'][number];
type Endpoint = Segment['departure'];

function EndpointLine({ endpoint, language }: { endpoint: Endpoint; language: string }) {
  const { t } = useTranslation('flights');
  const offset = dayOffsetLabel(endpoint.dayOffset);
  return (
    <Text size="sm">
      <Ltr>
        <Text span fw={700}>
          {formatLocalTime(endpoint.local, language)}
        </Text>{' '}
        {formatLocalDate(endpoint.local, language)}
        {offset && ` (${offset})`} ·{' '}
        <Text span fw={600}>
          {endpoint.airport}
        </Text>{' '}
        <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('details.timeZone', { zone: endpoint.timeZone })}
        </Text>
      </Ltr>
    </Text>
  );
}

/** Minutes between landing at a connection and the next takeoff. */
function layoverMinutes(arrival: Endpoint, departure: Endpoint): number {
  return Math.round((Date.parse(departure.at) - Date.parse(arrival.at)) / 60_000);
}

/** A leg's segments with flight numbers, aircraft, local times and zones, and each layover. */
export function LegSegments({ leg, title }: { leg: FlightLeg; title: string }) {
  const { t, i18n } = useTranslation('flights');
  const language = i18n.language;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          <Ltr>
            {formatDuration(t, leg.duration)} · {stopsLabel(t, leg.stops)}
          </Ltr>
        </Text>
      </Group>
      <Timeline bulletSize={22} lineWidth={2}>
        {leg.segments.flatMap((segment, index) => {
          const next = leg.segments[index + 1];
          const items = [
            <Timeline.Item key={`segment-${index}`} bullet={<IconPlane size={12} aria-hidden />}>
              <Group gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  <Ltr>{t('details.flightNumber', { number: `${segment.airlineCode} ${segment.flightNumber}` })}</Ltr>
                </Text>
                <Badge size="xs" variant="light">
                  {t(`search.cabins.${segment.cabin}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mb={4}>
                <Ltr>
                  {t('details.operatedBy', {
                    airline: segment.operatingAirlineName ?? segment.airlineName,
                    aircraft: segment.aircraft,
                  })}{' '}
                  · {formatDuration(t, segment.durationMinutes)}
                </Ltr>
              </Text>
              <EndpointLine endpoint={segment.departure} language={language} />
              <EndpointLine endpoint={segment.arrival} language={language} />
            </Timeline.Item>,
          ];
          if (next) {
            items.push(
              <Timeline.Item
                key={`layover-${index}`}
                bullet={<IconClockPause size={12} aria-hidden />}
                lineVariant="dashed"
              >
                <Text size="sm" c="dimmed">
                  <Ltr>
                    {t('details.layover', {
                      airport: segment.arrival.airport,
                      duration: formatDuration(t, layoverMinutes(segment.arrival, next.departure)),
                    })}
                  </Ltr>
                </Text>
              </Timeline.Item>,
            );
          }
          return items;
        })}
      </Timeline>
    </Stack>
  );
}
