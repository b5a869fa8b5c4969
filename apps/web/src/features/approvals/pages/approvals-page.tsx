import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney, type Approval, type ApprovalStatus } from '@travel/contracts';
import { agencyBookingPath } from '../../../shared/booking/agency-booking-path';
import { formatInstant } from '../../../shared/format/booking';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { ListPanel } from '../../../shared/ui/list-panel';
import { notify } from '../../../shared/ui/notify';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { ManagersOnly } from '../../../shared/session/managers-only';
import { useApprovals, useDecideApproval } from '../api/approvals';
import { ApprovalLimitCard } from '../components/approval-limit';
import { DeclineDialog } from '../components/decline-dialog';

/** Rows on a page of the queue. */
export const APPROVALS_PAGE_SIZE = 20;
const STATUSES: ApprovalStatus[] = ['pending', 'approved', 'declined'];

/**
 * The approval queue (owners and admins, /approvals): restricted agents' bookings over the
 * agency's limit, by status (in the URL with the page), approved or declined here; and the limit.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  return (
    <ManagersOnly message={t('managersOnly')} testId="approvals-forbidden">
      <Approvals />
    </ManagersOnly>
  );
}

function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ApprovalStatus = STATUSES.includes(raw as ApprovalStatus) ? (raw as ApprovalStatus) : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { status?: ApprovalStatus; page?: number }) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      const nextStatus = next.status ?? status;
      if (nextStatus === 'pending') url.delete('status');
      else url.set('status', nextStatus);
      const nextPage = next.status ? 1 : (next.page ?? page);
      if (nextPage > 1) url.set('page', String(nextPage));
      else url.delete('page');
      return url;
    });
  return { status, page, set };
}

function Approvals() {
  const { t } = useTranslation('approvals');
  const { status, page, set } = useQueueParams();
  const list = useApprovals({ status, offSet: (page - 1) * APPROVALS_PAGE_SIZE, limit: APPROVALS_PAGE_SIZE });
  const decide = useDecideApproval();
  const [declining, setDeclining] = useState<Approval | null>(null);
  const total = list.data?.totalRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPROVALS_PAGE_SIZE));

  const approve = (approval: Approval) =>
    decide.mutate(
      { id: approval._id, decision: 'approve' },
      { onSuccess: (response) => void notify(response.message, 'success') },
    );
  const decline = (reason: string) => {
    if (!declining) return;
    decide.mutate(
      { id: declining._id, decision: 'decline', reason },
      {
        onSuccess: (response) => {
          setDeclining(null);
          void notify(response.message, 'success');
        },
      },
    );
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <ApprovalLimitCard />
        <Tabs value={status} onChange={(value) => value && set({ status: value as ApprovalStatus })}>
          <Tabs.List aria-label={t('tabs')}>
            {STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`status.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ListPanel
          data={list.data}
          isError={list.isError}
          isFetching={list.isFetching}
          isEmpty={(page) => page.approvals.length === 0}
          empty={t(`empty.${status}`)}
          emptyTestId="approvals-empty"
        >
          {(page) => (
            <ApprovalsTable
              approvals={page.approvals}
              busyId={decide.isPending ? decide.variables.id : null}
              onApprove={approve}
              onDecline={setDeclining}
            />
          )}
        </ListPanel>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="approvals-count" aria-live="polite">
            {t('count', { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(value) => set({ page: value })}
              aria-label={t('pages')}
              siblings={1}
            />
          )}
        </Group>
      </Stack>
      <DeclineDialog
        referenceNumber={declining?.referenceNumber ?? null}
        isBusy={decide.isPending}
        onConfirm={decline}
        onClose={() => setDeclining(null)}
      />
    </Container>
  );
}

interface ApprovalsTableProps {
  approvals: Approval[];
  busyId: string | null;
  onApprove(approval: Approval): void;
  onDecline(approval: Approval): void;
}

/** The queue as a table; under 62em (a phone, a narrow tablet) as one card per booking. */
function ApprovalsTable(props: ApprovalsTableProps) {
  const { t } = useTranslation('approvals');
  const isNarrow = useMediaQuery('(max-width: 62em)');
  const { approvals } = props;
  if (isNarrow)
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {approvals.map((approval) => (
          <li key={approval._id}>
            <Paper withBorder radius="md" p="sm" data-testid="approval-row">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <BookingCell approval={approval} />
                  <AmountCell approval={approval} />
                </Group>
                <Text size="sm">
                  {t('column.agent')}: {approval.agentName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('column.requested')}: <Ltr>{formatInstant(approval.createdAt, currentLanguage())}</Ltr>
                </Text>
                <DecisionCell approval={approval} />
                <ActionsCell approval={approval} {...props} />
              </Stack>
            </Paper>
          </li>
        ))}
      </Stack>
    );
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={860} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.booking')}</Table.Th>
            <Table.Th>{t('column.agent')}</Table.Th>
            <Table.Th>{t('column.amount')}</Table.Th>
            <Table.Th>{t('column.requested')}</Table.Th>
            <Table.Th>{t('column.decision')}</Table.Th>
            <Table.Th>
              <span className="visually-hidden">{t('column.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {approvals.map((approval) => (
            <Table.Tr key={approval._id} data-testid="approval-row">
              <Table.Td>
                <BookingCell approval={approval} />
              </Table.Td>
              <Table.Td>{approval.agentName}</Table.Td>
              <Table.Td>
                <AmountCell approval={approval} />
              </Table.Td>
              <Table.Td>
                <Ltr>{formatInstant(approval.createdAt, currentLanguage())}</Ltr>
              </Table.Td>
              <Table.Td>
                <DecisionCell approval={approval} />
              </Table.Td>
              <Table.Td>
                <ActionsCell approval={approval} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function BookingCell({ approval }: { approval: Approval }) {
  const { t } = useTranslation('approvals');
  return (
    <Stack gap={4} align="flex-start">
      <Anchor component={Link} to={agencyBookingPath(approval.vertical, approval.bookingId)} fw={600}>
        <Ltr>{approval.referenceNumber}</Ltr>
      </Anchor>
      <Group gap={6}>
        <Badge variant="light" color="gray">
          {t(`vertical.${approval.vertical}`)}
        </Badge>
        <BookingStatusBadge status={approval.bookingStatus} />
      </Group>
    </Stack>
  );
}

function AmountCell({ approval }: { approval: Approval }) {
  const { t } = useTranslation('approvals');
  const language = currentLanguage();
  return (
    <div>
      <Text fw={600} size="sm">
        <Ltr>{formatMoney(approval, language)}</Ltr>
      </Text>
      <Text size="xs" c="dimmed">
        {t('overLimit', {
          limit: formatMoney({ amount: approval.limitAmount, currency: approval.limitCurrency }, language),
        })}
      </Text>
    </div>
  );
}

function DecisionCell({ approval }: { approval: Approval }) {
  const { t } = useTranslation('approvals');
  if (approval.status === 'pending')
    return (
      <Badge color="yellow" variant="light">
        {t('status.pending')}
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={approval.status === 'approved' ? 'teal' : 'red'} variant="light">
        {t(`status.${approval.status}`)}
      </Badge>
      {approval.decidedAt && (
        <Text size="xs" c="dimmed">
          <Ltr>{formatInstant(approval.decidedAt, currentLanguage())}</Ltr>
        </Text>
      )}
      {approval.reason && (
        <Text size="xs" data-testid="approval-reason">
          {approval.reason}
        </Text>
      )}
    </Stack>
  );
}

function ActionsCell({ approval, busyId, onApprove, onDecline }: ApprovalsTableProps & { approval: Approval }) {
  const { t } = useTranslation('approvals');
  if (approval.status !== 'pending') return null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        loading={busyId === approval._id}
        onClick={() => onApprove(approval)}
        aria-label={t('approveLabel', { reference: approval.referenceNumber })}
      >
        {t('approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={busyId === approval._id}
        onClick={() => onDecline(approval)}
        aria-label={t('declineLabel', { reference: approval.referenceNumber })}
      >
        {t('decline.button')}
      </Button>
    </Group>
  );
}
