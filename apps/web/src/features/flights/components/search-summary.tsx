import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import { Link } from 'react-router';
import { ShareLinkButton } from '../../../shared/short-links/share-link-button';
import { Ltr } from '../../../shared/widgets/ltr';
import { useAirport } from '../api/search-airports';
import { formatLocalDate } from '../lib/format';
import { FLIGHT_SEARCH_PATH } from '../lib/paths';
import { toSearchBody, toSearchQuery, type FlightSearchForm } from '../lib/search-form';

function AirportName({ code }: { code: string }) {
  const airport = useAirport(code);
  return <>{airport.data ? `${airport.data.city} (${code})` : code}</>;
}

/** The search being shown: each flight's route and date, travelers, cabin; and 'Modify search'. */
export function SearchSummary({ form }: { form: FlightSearchForm }) {
  const { t, i18n } = useTranslation('flights');
  const slices = toSearchBody(form, 'USD')?.slices ?? [];
  // Who travels, by type ('2 adults, 1 child'): the counter's label counts seats only (section 4).
  const { adults, children, infants } = form.passengers;
  const travelers = (
    [
      ['ADT', adults],
      ['CHD', children],
      ['INF', infants],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${count} ${t(`common:priceLines.passengerTypes.${type}`, { count })}`)
    .join(', ');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('summary.label')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          {slices.map((slice, index) => (
            <Text key={index} fw={600} size="sm">
              <Ltr>
                <AirportName code={slice.origin} /> → <AirportName code={slice.destination} />
                {' · '}
                <Text span c="dimmed" size="sm" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  {formatLocalDate(slice.departureDate, i18n.language)}
                </Text>
              </Ltr>
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            <Ltr>
              {t(`search.routeTypes.${form.routeType}`)} · {travelers} · {t(`search.cabins.${form.flightType}`)}
            </Ltr>
          </Text>
        </Stack>
        <Group gap="xs">
          <ShareLinkButton />
          <Button
            component={Link}
            to={`${FLIGHT_SEARCH_PATH}?${toSearchQuery(form)}`}
            variant="light"
            leftSection={<IconAdjustments size={16} aria-hidden />}
          >
            {t('summary.modify')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
