import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { useSession } from '../../../shared/session/session-context';
import { AgencyDashboardSection } from '../components/agency-dashboard';
import { BookingCounts } from '../components/booking-counts';
import { BookingsExport } from '../components/bookings-export';
import { RecentActivity } from '../components/recent-activity';
import { TransactionsTable } from '../components/transactions-table';

/**
 * The agent's dashboard: the agency's figures for a period (a restricted agent's own), then the
 * user's own booking counts, recent bookings, transactions and the CSV export.
 */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { profile } = useSession();
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('dashboard.title', { name: profile?.name ?? '' })}</Title>
        {profile?.isTravelAgent && <AgencyDashboardSection isRestricted={profile.isRestrictedAgent} />}
        <Title order={2}>{t('dashboard.yours')}</Title>
        <BookingCounts />
        <RecentActivity />
        <TransactionsTable />
        <BookingsExport />
      </Stack>
    </Container>
  );
}
