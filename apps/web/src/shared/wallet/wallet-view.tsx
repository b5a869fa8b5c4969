import { Alert, Button, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, type Wallet, type WalletEntry } from '@travel/contracts';
import { useState } from 'react';
import { formatInstant } from '../format/booking';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { Ltr } from '../widgets/ltr';
import { useWallet, WALLET_PAGE_SIZE, type WalletOwner } from './wallet-api';

/** The earning rule's hundredths of a percent, as a percent in the page's language (250 -> 2.5%). */
export function formatEarnRule(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/**
 * A wallet: its balances, the earning rule and the currency it is held in, and its history a
 * page at a time, with its loading, empty and error states. The user's page and the
 * back-office's person page show the same.
 */
export function WalletView({ owner, headingLevel = 2 }: { owner: WalletOwner; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(0);
  const wallet = useWallet(owner, page);
  if (wallet.isPending) return <Loader aria-label={t('loading')} />;
  if (wallet.isError)
    return (
      <Alert color="red" role="alert" data-testid="wallet-error">
        <Group justify="space-between">
          <Text size="sm">{t('error')}</Text>
          <Button size="xs" variant="light" onClick={() => void wallet.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  const data = wallet.data;
  const pages = Math.ceil(data.totalEntries / WALLET_PAGE_SIZE);
  return (
    <Stack data-testid="wallet">
      {!data.isEnabled && (
        <Alert color="yellow" variant="light">
          {t('disabled')}
        </Alert>
      )}
      <Balances wallet={data} headingLevel={headingLevel} />
      <Text size="sm" c="dimmed">
        {t('rule', { percent: formatEarnRule(data.earnBasisPoints, currentLanguage()) })} {t('currencyNote')}
      </Text>
      <Title order={headingLevel} size="h4">
        {t('history')}
      </Title>
      {data.entries.length === 0 ? (
        <Text size="sm" data-testid="wallet-empty">
          {t('empty')}
        </Text>
      ) : (
        <History entries={data.entries} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          getControlProps={() => ({ 'aria-label': t('page') })}
        />
      )}
    </Stack>
  );
}

function Balances({ wallet, headingLevel }: { wallet: Wallet; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-balance">
      <Title order={headingLevel} size="h5" id="wallet-balance">
        {t('balance')}
      </Title>
      {wallet.balances.length === 0 ? (
        <Text data-testid="wallet-balance">{t('noBalance')}</Text>
      ) : (
        <Group>
          {wallet.balances.map((balance) => (
            <Text key={balance.currency} size="xl" fw={700} data-testid="wallet-balance">
              <Ltr>{formatMoney(balance, language)}</Ltr>
            </Text>
          ))}
        </Group>
      )}
    </Paper>
  );
}

function History({ entries }: { entries: WalletEntry[] }) {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped data-testid="wallet-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.movement')}</Table.Th>
            <Table.Th>{t('columns.booking')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Ltr>{formatInstant(entry.createdAt, language)}</Ltr>
              </Table.Td>
              <Table.Td>{t(`kinds.${entry.kind}`)}</Table.Td>
              <Table.Td>
                <Ltr>{entry.referenceNumber ?? '—'}</Ltr>
              </Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                <Ltr>
                  {entry.amount > 0 ? '+' : '−'}
                  {formatMoney({ amount: Math.abs(entry.amount), currency: entry.currency }, language)}
                </Ltr>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
