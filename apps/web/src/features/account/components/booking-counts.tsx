import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { useBookingCount } from '../api/get-booking-count';

const KEYS = ['flights', 'hotels', 'cars', 'activities', 'total'] as const;

export function BookingCounts() {
  const { t } = useTranslation('account');
  const counts = useBookingCount();
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" component="section" aria-label={t('dashboard.counts')}>
      {KEYS.map((key) => (
        <Paper key={key} withBorder p="md" radius="md" data-testid={`count-${key}`}>
          <Text size="sm" c="dimmed">
            {t(`dashboard.${key}`)}
          </Text>
          {counts.data ? (
            <Text fz={28} fw={700}>
              {counts.data[key]}
            </Text>
          ) : (
            <Skeleton h={34} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
