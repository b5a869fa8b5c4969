import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { useSession } from '../../../shared/session/session-context';
import { BookingCounts } from '../components/booking-counts';
import { BookingsExport } from '../components/bookings-export';
import { RecentActivity } from '../components/recent-activity';
import { TransactionsTable } from '../components/transactions-table';

/** The agent's dashboard: booking counts, recent bookings, transactions, the CSV export. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { profile } = useSession();
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('dashboard.title', { name: profile?.name ?? '' })}</Title>
        <BookingCounts />
        <RecentActivity />
        <TransactionsTable />
        <BookingsExport />
      </Stack>
    </Container>
  );
}
