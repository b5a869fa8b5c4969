import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  CopyButton,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  canMoveProposal,
  formatMoney,
  isEditableProposal,
  PROPOSAL_STATUSES,
  type ProposalDetail,
  type ProposalStatus,
} from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { formatInstant } from '../../../shared/format/booking';
import { formatHotelDate } from '../../../shared/hotel/hotel-format';
import { useBoardName } from '../../../shared/hotel/hotel-vocabulary';
import { hotelRoomsPath } from '../../../shared/hotel/paths';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { useChangeProposalStatus, useProposal, useSearchProposalHotel, useSendProposal } from '../api/proposals';
import { ProposalExtraCard } from '../../../shared/proposal/proposal-extra-card';
import { DraftEditor } from '../components/draft-editor';
import { ProposalStatusBadge } from '../components/proposal-status-badge';

/** The moves an agent picks from a list (sending has its own button; booked comes from a booking). */
const agentMoves = (status: ProposalStatus) =>
  PROPOSAL_STATUSES.filter((to) => to !== 'sent' && canMoveProposal(status, to, 'agent'));

/** The agent may book an option for the client once the client has answered for it. */
const isBookable = (status: ProposalStatus) => status === 'approved' || status === 'booking_requested';

/**
 * One proposal in the back-office (/proposals/:id): the client, the stay, the options as proposed
 * (the client's choice marked), the booking made of it, its history, and the agent's actions:
 * send, change status, book an option for the client.
 */
export function ProposalPage() {
  const { t } = useTranslation('proposals');
  const id = useParams().id ?? '';
  const proposal = useProposal(id);
  if (proposal.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" data-testid="proposal-error">
          {proposal.error instanceof ApiError ? proposal.error.message : t('common:common.somethingWentWrongBang')}
        </Alert>
      </Container>
    );
  }
  if (!proposal.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }
  return <Proposal proposal={proposal.data} />;
}

function Proposal({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('proposals');
  const language = currentLanguage();
  const send = useSendProposal();
  const change = useChangeProposalStatus();
  const searchHotel = useSearchProposalHotel(proposal);
  const navigate = useNavigate();
  const moves = agentMoves(proposal.status);
  const [move, setMove] = useState<ProposalStatus | null>(null);
  const [isEditing, setEditing] = useState(false);
  const canSend = ['draft', 'sent', 'viewed'].includes(proposal.status);
  const guests = proposal.occupancies.reduce(
    (sum, line) => sum + line.numOfRoom * (line.numOfAdults + line.childAges.length),
    0,
  );

  const sendNow = () =>
    send.mutate(proposal._id, { onSuccess: (response) => void notify(response.message, 'success') });
  const changeNow = () => {
    if (!move) return;
    change.mutate(
      { proposalId: proposal._id, status: move },
      {
        onSuccess: (status) => {
          if (status) void notify(t('changed', { status: t(`status.${status}`) }), 'success');
          setMove(null);
        },
      },
    );
  };
  const bookFor = (hotelId: string, vendor: string) =>
    searchHotel.mutate(hotelId, {
      onSuccess: (corelationId) => void navigate(hotelRoomsPath({ hotelId, vendor, corelationId })),
    });

  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Anchor component={Link} to="/proposals" size="sm">
          {t('back')}
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1}>{t('detail.title', { client: proposal.clientName })}</Title>
            <Text c="dimmed">
              <Ltr>{proposal.clientEmail}</Ltr> · {t('detail.by', { agent: proposal.agentName })}
            </Text>
          </div>
          <ProposalStatusBadge status={proposal.status} />
        </Group>

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="proposal-facts">
          <Title order={2} size="h4" id="proposal-facts" mb="sm">
            {t('detail.facts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label={t('detail.stay')}>
              <Ltr>
                {formatHotelDate(proposal.stayPeriod.start, language)} –{' '}
                {formatHotelDate(proposal.stayPeriod.end, language)}
              </Ltr>
            </Fact>
            <Fact label={t('detail.guests')}>{t('detail.guestCount', { count: guests })}</Fact>
            <Fact label={t('detail.validUntil')}>
              <Ltr>{formatInstant(proposal.validUntil, language)}</Ltr>
            </Fact>
          </SimpleGrid>
          {proposal.note && (
            <Text mt="sm" data-testid="proposal-note">
              “{proposal.note}”
            </Text>
          )}
          <Group gap="xs" mt="sm" wrap="wrap">
            <Anchor href={proposal.dealUrl} target="_blank" rel="noreferrer" size="sm">
              {t('detail.dealLink')}
            </Anchor>
            <CopyButton value={proposal.dealUrl}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? t('detail.copied') : t('detail.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Paper>

        {proposal.disapprovalReason && (
          <Alert color="red" title={t('detail.disapproved')} data-testid="proposal-reason">
            {proposal.disapprovalReason}
          </Alert>
        )}
        {proposal.booking && (
          <Alert color="green" title={t('detail.booked')} data-testid="proposal-booking">
            <Group gap="sm">
              <Anchor component={Link} to={`/bookings/hotels/${proposal.booking._id}`}>
                <Ltr>{proposal.booking.referenceNumber}</Ltr>
              </Anchor>
              <BookingStatusBadge status={proposal.booking.status} />
            </Group>
          </Alert>
        )}

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="proposal-actions">
          <Title order={2} size="h4" id="proposal-actions" mb="sm">
            {t('detail.actions')}
          </Title>
          <Group align="flex-end" gap="md" wrap="wrap">
            {canSend && (
              <Button onClick={sendNow} loading={send.isPending}>
                {proposal.status === 'draft' ? t('detail.send') : t('detail.sendAgain')}
              </Button>
            )}
            {isEditableProposal(proposal.status) && !isEditing && (
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('edit.open')}
              </Button>
            )}
            {moves.length > 0 && (
              <>
                <Select
                  label={t('detail.newStatus')}
                  data={moves.map((value) => ({ value, label: t(`status.${value}`) }))}
                  value={move}
                  onChange={(value) => setMove(moves.find((candidate) => candidate === value) ?? null)}
                  w={{ base: '100%', xs: 220 }}
                />
                <Button variant="default" onClick={changeNow} disabled={!move} loading={change.isPending}>
                  {t('detail.change')}
                </Button>
              </>
            )}
            {!canSend && moves.length === 0 && <Text c="dimmed">{t('detail.noActions')}</Text>}
          </Group>
        </Paper>

        {isEditing && isEditableProposal(proposal.status) && (
          <DraftEditor proposal={proposal} onDone={() => setEditing(false)} />
        )}

        <section aria-labelledby="proposal-options">
          <Title order={2} size="h4" id="proposal-options" mb="sm">
            {t('detail.options')}
          </Title>
          {searchHotel.isError && (
            <Alert color="red" role="alert" mb="sm">
              {searchHotel.error instanceof ApiError
                ? searchHotel.error.message
                : t('common:common.somethingWentWrongBang')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {proposal.options.map((option, index) => (
              <OptionCard
                key={`${option.hotelId}-${option.roomTypeCode}`}
                option={option}
                number={index + 1}
                currency={proposal.currency}
                isChosen={proposal.chosenOption === index}
                canBook={isBookable(proposal.status)}
                clientName={proposal.clientName}
                isOpening={searchHotel.isPending && searchHotel.variables === option.hotelId}
                onBook={() => bookFor(option.hotelId, option.vendor)}
              />
            ))}
          </SimpleGrid>
        </section>

        {proposal.extras.length > 0 && (
          <section aria-labelledby="proposal-extras">
            <Title order={2} size="h4" id="proposal-extras" mb="sm">
              {t('extras.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {proposal.extras.map((extra) => (
                <ProposalExtraCard key={extra.kind} extra={extra} currency={proposal.currency} />
              ))}
            </SimpleGrid>
          </section>
        )}

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="proposal-history">
          <Title order={2} size="h4" id="proposal-history" mb="sm">
            {t('detail.history')}
          </Title>
          <Timeline active={proposal.history.length - 1} bulletSize={14} lineWidth={2}>
            {proposal.history.map((entry, index) => (
              <Timeline.Item
                key={`${entry.at}-${index}`}
                title={t(`status.${entry.status}`)}
                data-testid="history-entry"
              >
                <Text size="sm" c="dimmed">
                  {t(`by.${entry.by}`)} · <Ltr>{formatInstant(entry.at, language)}</Ltr>
                </Text>
                {entry.option !== null && entry.option !== undefined && (
                  <Text size="sm">{t('detail.optionNumber', { number: entry.option + 1 })}</Text>
                )}
                {entry.reason && <Text size="sm">“{entry.reason}”</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      </Stack>
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

function OptionCard(props: {
  option: ProposalDetail['options'][number];
  number: number;
  currency: string;
  isChosen: boolean;
  canBook: boolean;
  clientName: string;
  isOpening: boolean;
  onBook(): void;
}) {
  const { option, number, currency, isChosen, canBook, clientName, isOpening, onBook } = props;
  const { t } = useTranslation('proposals');
  const boardName = useBoardName();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={`proposal-option-${number}`}
      data-testid="proposal-option"
      style={isChosen ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('detail.optionNumber', { number })}
          </Text>
          {isChosen && (
            <Badge color="teal" variant="filled" data-testid="option-chosen">
              {t('detail.chosen')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h5" id={`proposal-option-${number}`}>
          {option.hotelName}
        </Title>
        <Text size="sm">{option.roomName}</Text>
        <Group gap="xs">
          <Badge variant="light">{boardName(option.board, option.boardName)}</Badge>
          <Badge variant="light" color={option.refundable ? 'teal' : 'gray'}>
            {option.refundable ? t('detail.refundable') : t('detail.nonRefundable')}
          </Badge>
        </Group>
        <Text fw={700}>
          <Ltr>{formatMoney({ amount: option.total, currency }, currentLanguage())}</Ltr>
        </Text>
        {canBook && (
          <Button onClick={onBook} loading={isOpening} variant={isChosen ? 'filled' : 'default'}>
            {t('detail.bookFor', { client: clientName })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
