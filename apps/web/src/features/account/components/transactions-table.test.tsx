import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderUi } from '../../../testing/render';
import { TransactionsTable } from './transactions-table';

beforeAll(() => i18n.loadNamespaces(['account']));

function row(overrides: Partial<Transaction>): Transaction {
  return {
    _id: crypto.randomUUID(),
    kind: 'charge',
    status: 'succeeded',
    outcome: 'succeeded',
    movedMoney: true,
    amount: 123456,
    currency: 'EUR',
    cardBrand: 'visa',
    cardLast4: '4242',
    referenceNumber: 'FL9BMEA3CM',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

describe('dashboard: Transactions', () => {
  it("shows each attempt's outcome; only what moved money reads as a payment or refund with its amount", async () => {
    const transactions = [
      row({ kind: 'refund', outcome: 'refunded', amount: 1000 }),
      row({}),
      row({ status: 'requires_action', outcome: 'challenged', movedMoney: false, cardLast4: '3220' }),
      row({ status: 'requires_action', outcome: 'awaiting_3ds', movedMoney: false, cardLast4: '3220' }),
      row({ status: 'failed', outcome: 'declined', movedMoney: false, cardLast4: '0002' }),
    ];
    mockApi({ 'POST /api/user/getUserTransactions': () => ({ body: { data: { transactions, totalRecords: 5 } } }) });
    queryClient.clear();
    renderUi(
      <MantineProvider env="test">
        <QueryProvider>
          <TransactionsTable />
        </QueryProvider>
      </MantineProvider>,
    );
    const rows = await screen.findAllByTestId('transaction');
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Refund', 'visa •••• 4242', 'Refunded', '-€10.00'],
      ['Payment', 'visa •••• 4242', 'Paid', '€1,234.56'],
      ['Payment attempt', 'visa •••• 3220', 'Sent for 3-D Secure', '€1,234.56 Not charged'],
      ['Payment attempt', 'visa •••• 3220', 'Awaiting 3-D Secure', '€1,234.56 Not charged'],
      ['Payment attempt', 'visa •••• 0002', 'Declined', '€1,234.56 Not charged'],
    ]);
  });
});
