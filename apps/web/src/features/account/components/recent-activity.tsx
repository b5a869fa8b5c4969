import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type RecentActivityItem } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { useRecentActivity } from '../api/get-recent-activity';

/** The user's own bookings changed last. */
export function RecentActivity() {
  const { t } = useTranslation('account');
  const activity = useRecentActivity();
  return (
    <RecentActivityPanel
      id="recent-title"
      title={t('dashboard.recent')}
      rows={activity.data}
      isPending={activity.isPending}
    />
  );
}

interface RecentActivityPanelProps {
  /** The heading's id (the section's name). */
  id: string;
  title: string;
  rows: RecentActivityItem[] | undefined;
  isPending: boolean;
}

/** Bookings changed last, as the user's and the agency's dashboards show them. */
export function RecentActivityPanel({ id, title, rows = [], isPending }: RecentActivityPanelProps) {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{isPending ? t('common:common.loading') : t('dashboard.noBookings')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.reference')}</Table.Th>
                <Table.Th>{t('dashboard.type')}</Table.Th>
                <Table.Th>{t('dashboard.customer')}</Table.Th>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                <Table.Th ta="end">{t('dashboard.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>
                    <Ltr>{row.referenceNumber}</Ltr>
                  </Table.Td>
                  <Table.Td>{t(`dashboard.vertical.${row.vertical}`)}</Table.Td>
                  <Table.Td>{row.customerName}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`dashboard.statuses.${row.status}`, { defaultValue: row.status })}</Badge>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Ltr>{formatMoney({ amount: row.amount, currency: row.currency }, currentLanguage())}</Ltr>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
