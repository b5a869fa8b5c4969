import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, type HotelPage, type HotelRate } from '@travel/contracts';
import { useBoardName } from '../../../shared/hotel/hotel-vocabulary';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';
import { StarRating } from '../../../shared/widgets/star-rating';
import { useHotelRates } from '../api/proposals';

/** A proposal holds 1 to 3 hotel options. */
export const MAX_OPTIONS = 3;

/** A rate the agent picked for a proposal, from a hotel of their search. */
export interface ChosenRate {
  hotelId: string;
  hotelName: string;
  vendor: string;
  rate: HotelRate;
}

/**
 * The hotels of an agent's search, each opening its rooms and rates to add one to a proposal (the
 * builder and the draft editor). Shown once every vendor has answered, so the list does not move
 * under the agent's hand.
 */
export function HotelResults(props: {
  corelationId: string;
  hotels: HotelPage | undefined;
  isFull: boolean;
  chosenKeys: string[];
  onAdd(option: ChosenRate): void;
}) {
  const { t } = useTranslation('proposals');
  const { hotels, ...row } = props;
  if (!hotels?.pollCompleted) return <Loader aria-label={t('common:common.loading')} />;
  return (
    <>
      {hotels.hotels.map((hotel) => (
        <HotelRow key={hotel.hotelId} hotel={hotel} {...row} />
      ))}
    </>
  );
}

function HotelRow(props: {
  hotel: HotelPage['hotels'][number];
  corelationId: string;
  isFull: boolean;
  chosenKeys: string[];
  onAdd(option: ChosenRate): void;
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
