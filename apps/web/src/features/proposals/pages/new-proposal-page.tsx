import { Alert, Anchor, Button, CloseButton, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import type { ClientSummary } from '../../../shared/booking/checkout/search-clients';
import { BookingFor } from '../../../shared/booking/checkout/booking-for';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { Ltr } from '../../../shared/widgets/ltr';
import { useCreateProposal, useSearchHotels } from '../api/proposals';
import { HotelResults, MAX_OPTIONS, type ChosenRate } from '../components/hotel-picker';
import { NoteAndValidity } from '../components/note-and-validity';
import { ExtrasPicker, type ChosenExtra, type ExtraStay } from '../components/extras-picker';

/** The stay the hotel search link carries (the hotel search page adds it), for the extras' searches. */
function stayOf(params: URLSearchParams, currency: string): ExtraStay {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  return {
    checkIn: isDate(checkIn) ? checkIn : inDays(30),
    checkOut: isDate(checkOut) ? checkOut : inDays(33),
    adults: Math.min(9, Math.max(1, Number(params.get('adults')) || 1)),
    country: /^[A-Z]{2}$/.test(params.get('country') ?? '') ? (params.get('country') ?? '') : '',
    currency,
  };
}

/**
 * An agent builds a proposal from their own hotel search (/proposals/new?corelationId=): picks up
 * to three rates among the live offers, the client, a note and how long it stays valid, then
 * keeps it as a draft or sends it by e-mail.
 */
export function NewProposalPage() {
  const { t } = useTranslation('proposals');
  const [params] = useSearchParams();
  const corelationId = params.get('corelationId') ?? '';
  const hotels = useSearchHotels(corelationId);
  const create = useCreateProposal();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ChosenRate[]>([]);
  const [client, setClient] = useState<ClientSummary | null>(null);
  const [note, setNote] = useState('');
  const [validDays, setValidDays] = useState<number>(7);
  const [extras, setExtras] = useState<ChosenExtra[]>([]);
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

  const add = (option: ChosenRate) =>
    setChosen((current) => (current.length >= MAX_OPTIONS ? current : [...current, option]));
  const submit = (send: boolean) =>
    create.mutate(
      {
        corelationId,
        ...(client ? { clientId: client._id } : {}),
        note,
        validDays,
        send,
        extras: extras.map((extra) => extra.input),
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
            <HotelResults
              corelationId={corelationId}
              hotels={hotels.data}
              isFull={chosen.length >= MAX_OPTIONS}
              chosenKeys={chosen.map((option) => option.rate.rateKey)}
              onAdd={add}
            />
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
              {hotels.data && (
                <ExtrasPicker stay={stayOf(params, hotels.data.currency)} chosen={extras} onChange={setExtras} />
              )}
              <BookingFor client={client} isPricing={false} onChoose={setClient} />
              <NoteAndValidity note={note} onNote={setNote} validDays={validDays} onValidDays={setValidDays} />
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
