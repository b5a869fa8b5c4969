import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, isAnswerableProposal, type HotelDeal } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { formatHotelAddress, formatHotelDate, formatHotelTime } from '../../../shared/hotel/hotel-format';
import { useBoardName } from '../../../shared/hotel/hotel-vocabulary';
import { hotelRoomsPath } from '../../../shared/hotel/paths';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { saveRedirectPath } from '../../../shared/routing/paths';
import { useSession } from '../../../shared/session/session-context';
import { Ltr } from '../../../shared/widgets/ltr';
import { StarRating } from '../../../shared/widgets/star-rating';
import { notify } from '../../../shared/ui/notify';
import { useAnswerDeal, useDeal, useSearchOption } from '../api/deal';
import { DealExtras } from '../components/deal-extras';

type DealOption = HotelDeal['options'][number];

/** What the option costs now against what was proposed, or why it cannot be booked. */
function OptionPrice({ option, currency }: { option: DealOption; currency: string }) {
  const { t } = useTranslation('hotel-deal');
  const language = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const { now } = option;
  if (now.status === 'soldOut' || now.status === 'unavailable') {
    return (
      <Alert color={now.status === 'soldOut' ? 'red' : 'yellow'} p="xs" data-testid="option-state">
        {t(`option.${now.status}`)}
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Text fw={700} size="xl" data-testid="option-price">
        <Ltr>{money(now.total ?? option.total)}</Ltr>
      </Text>
      {now.status === 'changed' && (
        <Text size="sm" c="var(--mantine-color-orange-text)" data-testid="option-state">
          {t('option.changed', { before: money(option.total) })}
        </Text>
      )}
      {now.cancellationPolicy?.freeCancellationUntilLocal && (
        <Text size="sm" c="var(--mantine-color-teal-text)">
          {t('option.freeUntil', {
            date: formatHotelTime(now.cancellationPolicy.freeCancellationUntilLocal, language),
            zone: now.cancellationPolicy.timeZone,
          })}
        </Text>
      )}
    </Stack>
  );
}

/** One hotel option: the hotel, the room and board proposed, its price now and the way to book it. */
function OptionCard({
  option,
  number,
  deal,
  onBook,
  onApprove,
  isOpening,
  isAnswering,
}: {
  option: DealOption;
  number: number;
  deal: HotelDeal;
  onBook(option: DealOption): void;
  onApprove(index: number): void;
  isOpening: boolean;
  isAnswering: boolean;
}) {
  const { t } = useTranslation('hotel-deal');
  const boardName = useBoardName();
  const { hotel } = option;
  const isBookable =
    deal.status !== 'expired' &&
    option.now.status !== 'soldOut' &&
    deal.status !== 'booked' &&
    deal.status !== 'disapproved';
  const index = number - 1;
  const isChosen = deal.chosenOption === index;
  // The client answers while the deal is open, and may move from approving to asking for the booking.
  const canAnswer = isBookable && (isAnswerableProposal(deal.status) || deal.status === 'approved');
  return (
    <Paper withBorder radius="md" component="article" aria-labelledby={`option-${number}`} data-testid="deal-option">
      <Image
        src={hotel.thumbnailUrl}
        alt=""
        h={180}
        radius="md"
        style={{ borderEndStartRadius: 0, borderEndEndRadius: 0 }}
      />
      <Stack gap="sm" p="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('option.number', { number })}
          </Text>
          <Title order={2} size="h4" id={`option-${number}`}>
            {hotel.name}
          </Title>
          <Group gap="xs" mt={4}>
            <StarRating value={hotel.stars} size={14} />
            <Text size="sm" c="dimmed">
              {t('option.score', { score: hotel.guestScore.toFixed(1), count: hotel.reviewCount })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            <Ltr>{formatHotelAddress(hotel.address)}</Ltr> ·{' '}
            {t('option.fromCentre', { km: hotel.distanceFromCentreKm.toFixed(1) })}
          </Text>
        </div>
        <div>
          <Text fw={600}>{option.roomName}</Text>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{boardName(option.board, option.boardName)}</Badge>
            <Badge variant="light" color={option.refundable ? 'teal' : 'gray'}>
              {option.refundable ? t('option.refundable') : t('option.nonRefundable')}
            </Badge>
          </Group>
        </div>
        <OptionPrice option={option} currency={deal.currency} />
        {isChosen && (
          <Badge color="teal" variant="filled" data-testid="option-chosen">
            {deal.status === 'booking_requested' ? t('option.requested') : t('option.chosen')}
          </Badge>
        )}
        {canAnswer && (
          <Stack gap="xs">
            {deal.status !== 'approved' && (
              <Button variant="light" onClick={() => onApprove(index)} loading={isAnswering}>
                {t('option.approve')}
              </Button>
            )}
            <Button
              component={Link}
              variant="light"
              to={`/allowAgentProposal?${new URLSearchParams({ proposalId: deal.proposalId, option: String(index) }).toString()}`}
            >
              {t('option.askAgent', { agent: deal.agentName })}
            </Button>
          </Stack>
        )}
        {isBookable && (
          <Button onClick={() => onBook(option)} loading={isOpening}>
            {t('option.book')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The deal a client opens from an agent's proposal (/booknow/hotels/deal/:proposalId, no header):
 * the agent's note, the stay, and each hotel option priced again now. Booking an option opens that
 * hotel's rooms for the same stay and guests, after a log-in when needed.
 */
export function DealPage() {
  const { t } = useTranslation('hotel-deal');
  const language = currentLanguage();
  const proposalId = useParams().proposalId ?? '';
  const deal = useDeal(proposalId);
  const search = useSearchOption(deal.data);
  const answer = useAnswerDeal(proposalId);
  const { hasToken } = useSession();
  const navigate = useNavigate();

  if (deal.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" data-testid="deal-error">
          {deal.error instanceof ApiError && deal.error.message
            ? deal.error.message
            : t('common:common.somethingWentWrongBang')}
        </Alert>
      </Container>
    );
  }
  if (!deal.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }
  const data = deal.data;
  const guests = data.occupancies.reduce(
    (sum, line) => sum + line.numOfRoom * (line.numOfAdults + line.childAges.length),
    0,
  );
  const rooms = data.occupancies.reduce((sum, line) => sum + line.numOfRoom, 0);
  const book = (option: DealOption) => {
    if (!hasToken) {
      saveRedirectPath(`/booknow/hotels/deal/${data.proposalId}`);
      void navigate('/login');
      return;
    }
    search.mutate(option, {
      onSuccess: (corelationId) =>
        void navigate(hotelRoomsPath({ hotelId: option.hotelId, vendor: option.vendor, corelationId })),
    });
  };
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('from', { agent: data.agentName, client: data.clientName })}</Text>
        </div>
        <Group gap="lg" data-testid="deal-stay">
          <Text fw={600}>
            <Ltr>
              {formatHotelDate(data.stayPeriod.start, language)} – {formatHotelDate(data.stayPeriod.end, language)}
            </Ltr>{' '}
            · {t('nights', { count: data.nights })}
          </Text>
          <Text>
            {t('rooms', { count: rooms })} · {t('guests', { count: guests })}
          </Text>
          <Text c="dimmed" size="sm">
            {t('validUntil', {
              date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(data.validUntil)),
            })}
          </Text>
        </Group>
        <DealAnswerState deal={data} />
        {data.status === 'expired' && (
          <Alert color="yellow" role="status" data-testid="deal-expired">
            {t('expired', { agent: data.agentName })}
          </Alert>
        )}
        {data.note && (
          <Blockquote p="md" data-testid="deal-note">
            {data.note}
            {/* The author under the note, in the text's own colour (the cite's grey is too faint in dark mode). */}
            <Text component="span" display="block" mt="xs" size="sm" fs="italic">
              — {data.agentName}
            </Text>
          </Blockquote>
        )}
        {search.isError && (
          <Alert color="red" role="alert">
            {search.error instanceof ApiError && search.error.message
              ? search.error.message
              : t('common:common.somethingWentWrongBang')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(data.options.length, 3) }} spacing="lg">
          {data.options.map((option, index) => (
            <OptionCard
              key={`${option.hotelId}-${option.roomTypeCode}`}
              option={option}
              number={index + 1}
              deal={data}
              onBook={book}
              onApprove={(optionIndex) =>
                answer.mutate(
                  { answer: 'approved', optionIndex },
                  { onSuccess: (response) => void notify(response.message, 'success') },
                )
              }
              isOpening={search.isPending && search.variables === option}
              isAnswering={answer.isPending}
            />
          ))}
        </SimpleGrid>
        <DealExtras deal={data} />
        {(isAnswerableProposal(data.status) || data.status === 'approved') && (
          <Group justify="center">
            <Anchor
              component={Link}
              to={`/disapproveProposal?${new URLSearchParams({ proposalId: data.proposalId }).toString()}`}
              c="red.8"
            >
              {t('disapproveLink')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/** What the client has answered, said once at the top of the deal. */
function DealAnswerState({ deal }: { deal: HotelDeal }) {
  const { t } = useTranslation('hotel-deal');
  const chosen = deal.chosenOption === null ? null : deal.options[deal.chosenOption];
  const hotel = chosen?.hotel.name ?? '';
  if (deal.status === 'approved')
    return (
      <Alert color="teal" role="status" data-testid="deal-answer">
        {t('answer.approved', { hotel })}
      </Alert>
    );
  if (deal.status === 'booking_requested')
    return (
      <Alert color="teal" role="status" data-testid="deal-answer">
        {t('answer.bookingRequested', { hotel, agent: deal.agentName })}
      </Alert>
    );
  if (deal.status === 'disapproved')
    return (
      <Alert color="gray" role="status" data-testid="deal-answer">
        {t('answer.disapproved', { agent: deal.agentName })}
      </Alert>
    );
  if (deal.status === 'booked')
    return (
      <Alert color="green" role="status" data-testid="deal-answer">
        {t('answer.booked')}
      </Alert>
    );
  return null;
}
