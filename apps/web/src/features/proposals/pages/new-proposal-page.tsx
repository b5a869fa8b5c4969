import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  CloseButton,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney, type HotelPage, type HotelRate } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import type { ClientSummary } from '../../../shared/booking/checkout/search-clients';
import { BookingFor } from '../../../shared/booking/checkout/booking-for';
import { useBoardName } from '../../../shared/hotel/hotel-vocabulary';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { Ltr } from '../../../shared/widgets/ltr';
import { StarRating } from '../../../shared/widgets/star-rating';
import { useCreateProposal, useHotelRates, useSearchHotels } from '../api/proposals';

/** A proposal holds 1 to 3 hotel options. */
export const MAX_OPTIONS = 3;

interface Chosen {
  hotelId: string;
  hotelName: string;
  vendor: string;
  rate: HotelRate;
}

/**
 * An agent builds a proposal from their own hotel search (/proposals/new?corelationId=): picks up
 * to three rates among the live offers, the client, a note and how long it stays valid, then
 * keeps it as a draft or sends it by e-mail.
 */
export function NewProposalPage() {
  const { t } = useTranslation('proposals');
  const corelationId = useSearchParams()[0].get('corelationId') ?? '';
  const hotels = useSearchHotels(corelationId);
  const create = useCreateProposal();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [client, setClient] = useState<ClientSummary | null>(null);
  const [note, setNote] = useState('');
  const [validDays, setValidDays] = useState<number>(7);
  const language = currentLanguage();

  if (!corelationId || hotels.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{t('new.title')}</Title>
          <Alert color="yellow" role="status" data-testid="builder-no-search">
            {hotels.error instanceof ApiError ? hotels.error.message : t('new.noSearch')}
          </Alert>
          <Anchor component={Link} to="/booknow/hotels/search">
            {t('new.searchHotels')}
          </Anchor>
        </Stack>
      </Container>
    );
  }

  const add = (option: Chosen) =>
    setChosen((current) => (current.length >= MAX_OPTIONS ? current : [...current, option]));
  const submit = (send: boolean) =>
    create.mutate(
      {
        corelationId,
        ...(client ? { clientId: client._id } : {}),
        note,
        validDays,
        send,
        options: chosen.map((option) => ({
          hotelId: option.hotelId,
          vendor: option.vendor,
          rateKey: option.rate.rateKey,
        })),
      },
      {
        onSuccess: (created) => {
          void notify(send ? t('new.sent') : t('new.saved'), 'success');
          void navigate(`/proposals/${created.proposalId}`);
        },
      },
    );

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Anchor component={Link} to="/proposals" size="sm">
          {t('back')}
        </Anchor>
        <Title order={1}>{t('new.title')}</Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack
            gap="sm"
            style={{ flex: '2 1 420px', minWidth: 0 }}
            component="section"
            aria-labelledby="builder-hotels"
          >
            <Title order={2} size="h4" id="builder-hotels">
              {t('new.hotels')}
            </Title>
            {/* Shown once every vendor has answered, so the list does not move under the agent's hand. */}
            {!hotels.data?.pollCompleted && <Loader aria-label={t('common:common.loading')} />}
            {hotels.data?.pollCompleted &&
              hotels.data.hotels.map((hotel) => (
                <HotelRow
                  key={hotel.hotelId}
                  hotel={hotel}
                  corelationId={corelationId}
                  currency={hotels.data.currency}
                  isFull={chosen.length >= MAX_OPTIONS}
                  chosenKeys={chosen.map((option) => option.rate.rateKey)}
                  onAdd={add}
                />
              ))}
          </Stack>
          <Paper
            withBorder
            p="md"
            radius="md"
            style={{ flex: '1 1 320px', minWidth: 0, position: 'sticky', top: 16 }}
            component="section"
            aria-labelledby="builder-proposal"
          >
            <Stack gap="md">
              <Title order={2} size="h4" id="builder-proposal">
                {t('new.proposal', { count: chosen.length, max: MAX_OPTIONS })}
              </Title>
              {chosen.length === 0 && <Text c="dimmed">{t('new.empty')}</Text>}
              <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                {chosen.map((option, index) => (
                  <Group
                    key={option.rate.rateKey}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    data-testid="chosen-option"
                  >
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {index + 1}. {option.hotelName}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {option.rate.roomName} · <Ltr>{formatMoney(option.rate.price.total, language)}</Ltr>
                      </Text>
                    </div>
                    <CloseButton
                      aria-label={t('new.remove', { hotel: option.hotelName })}
                      onClick={() => setChosen((current) => current.filter((item) => item !== option))}
                    />
                  </Group>
                ))}
              </Stack>
              <BookingFor client={client} isPricing={false} onChoose={setClient} />
              <Textarea
                label={t('new.note')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={2000}
                autosize
                minRows={2}
              />
              <NumberInput
                label={t('new.validDays')}
                min={1}
                max={30}
                value={validDays}
                onChange={(value) => setValidDays(typeof value === 'number' ? value : 7)}
              />
              {create.isError && create.error instanceof ApiError && Object.keys(create.error.details).length > 0 && (
                <Alert color="red" role="alert">
                  {Object.values(create.error.details).join(' ')}
                </Alert>
              )}
              <Group gap="sm" wrap="wrap">
                <Button
                  onClick={() => submit(true)}
                  disabled={chosen.length === 0 || !client}
                  loading={create.isPending}
                >
                  {t('new.send')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => submit(false)}
                  disabled={chosen.length === 0}
                  loading={create.isPending}
                >
                  {t('new.saveDraft')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Group>
      </Stack>
    </Container>
  );
}

function HotelRow(props: {
  hotel: HotelPage['hotels'][number];
  corelationId: string;
  currency: string;
  isFull: boolean;
  chosenKeys: string[];
  onAdd(option: Chosen): void;
}) {
  const { hotel, corelationId, isFull, chosenKeys, onAdd } = props;
  const { t } = useTranslation('proposals');
  const [isOpen, setOpen] = useState(false);
  const rates = useHotelRates(corelationId, isOpen ? hotel : null);
  const boardName = useBoardName();
  const language = currentLanguage();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-labelledby={`hotel-${hotel.hotelId}`}
      data-testid="builder-hotel"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id={`hotel-${hotel.hotelId}`}>
            {hotel.name}
          </Title>
          <Group gap="xs">
            <StarRating value={hotel.stars} size={12} />
            <Text size="sm" c="dimmed">
              {t('new.from')} <Ltr>{formatMoney(hotel.price, language)}</Ltr>
            </Text>
          </Group>
        </div>
        <Button variant="default" size="xs" onClick={() => setOpen((open) => !open)} aria-expanded={isOpen}>
          {isOpen ? t('new.hideRooms') : t('new.showRooms')}
        </Button>
      </Group>
      {isOpen && !rates.data && (
        <Center py="xs">
          <Loader size="sm" aria-label={t('common:common.loading')} />
        </Center>
      )}
      {isOpen && rates.data && (
        <Stack gap={6} mt="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
          {rates.data.rates.slice(0, 6).map((rate) => (
            <Group
              key={rate.rateKey}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="builder-rate"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {rate.roomName}
                </Text>
                <Group gap={4}>
                  <Badge size="sm" variant="light">
                    {boardName(rate.board, rate.boardName)}
                  </Badge>
                  <Badge size="sm" variant="light" color={rate.refundable ? 'teal' : 'gray'}>
                    {rate.refundable ? t('detail.refundable') : t('detail.nonRefundable')}
                  </Badge>
                </Group>
              </div>
              <Group gap="xs">
                <Text fw={700}>
                  <Ltr>{formatMoney(rate.price.total, language)}</Ltr>
                </Text>
                <Button
                  size="xs"
                  onClick={() =>
                    onAdd({ hotelId: hotel.hotelId, hotelName: hotel.name, vendor: rates.data.vendor, rate })
                  }
                  disabled={isFull || chosenKeys.includes(rate.rateKey)}
                  aria-label={t('new.addRate', { room: rate.roomName, hotel: hotel.name })}
                >
                  {t('new.add')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
