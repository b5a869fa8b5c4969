import { Badge, Group, Pagination, Paper, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type Transaction, type TransactionOutcome } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { useTransactions } from '../api/get-transactions';

const PAGE_SIZE = 10;

/** The colour of each outcome: money in green, refused red, waiting yellow, the rest grey. */
const OUTCOME_COLORS: Record<TransactionOutcome, string> = {
  succeeded: 'teal',
  refunded: 'blue',
  declined: 'red',
  awaiting_3ds: 'yellow',
  challenged: 'gray',
  processing: 'yellow',
  reversed: 'gray',
  abandoned: 'gray',
};

/**
 * Every payment attempt with its outcome: only what moved money reads as a payment or refund
 * with its amount; a declined or 3-D Secure attempt is an attempt, its amount marked not charged.
 */

export function TransactionsTable() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const transactions = useTransactions({ offSet: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((transactions.data?.totalRecords ?? 0) / PAGE_SIZE));
  return (
    <TransactionsPanel
      id="transactions-title"
      title={t('dashboard.transactions')}
      rows={transactions.data?.transactions}
      isPending={transactions.isPending}
    >
      {pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} aria-label={t('dashboard.pages')} />
        </Group>
      )}
    </TransactionsPanel>
  );
}

interface TransactionsPanelProps {
  /** The heading's id (the section's name). */
  id: string;
  title: string;
  rows: Transaction[] | undefined;
  isPending: boolean;
  /** Below the table (the pages). */
  children?: ReactNode;
}

/** Payment attempts and refunds, as the user's and the agency's dashboards show them. */
export function TransactionsPanel({ id, title, rows = [], isPending, children }: TransactionsPanelProps) {
  const { t } = useTranslation('account');
  const language = currentLanguage();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{isPending ? t('common:common.loading') : t('dashboard.noTransactions')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.date')}</Table.Th>
                <Table.Th>{t('dashboard.reference')}</Table.Th>
                <Table.Th>{t('dashboard.kind')}</Table.Th>
                <Table.Th>{t('dashboard.card')}</Table.Th>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                <Table.Th ta="end">{t('dashboard.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row._id} data-testid="transaction" data-outcome={row.outcome}>
                  <Table.Td>
                    <Ltr>{new Date(row.createdAt).toLocaleDateString(language, { dateStyle: 'medium' })}</Ltr>
                  </Table.Td>
                  <Table.Td>
                    <Ltr>{row.referenceNumber ?? '—'}</Ltr>
                  </Table.Td>
                  <Table.Td>
                    {t(`dashboard.kinds.${row.kind === 'charge' && !row.movedMoney ? 'attempt' : row.kind}`)}
                  </Table.Td>
                  <Table.Td>
                    <Ltr>{row.cardLast4 ? `${row.cardBrand ?? ''} •••• ${row.cardLast4}` : '—'}</Ltr>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={OUTCOME_COLORS[row.outcome]}>
                      {t(`dashboard.outcomes.${row.outcome}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end">
                    {row.movedMoney ? (
                      <Ltr>
                        {formatMoney(
                          { amount: row.kind === 'refund' ? -row.amount : row.amount, currency: row.currency },
                          language,
                        )}
                      </Ltr>
                    ) : (
                      <Text component="span" size="sm" c="dimmed">
                        <Ltr>
                          <s>{formatMoney({ amount: row.amount, currency: row.currency }, language)}</s>{' '}
                          {t('dashboard.notCharged')}
                        </Ltr>
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {children}
    </Paper>
  );
}
