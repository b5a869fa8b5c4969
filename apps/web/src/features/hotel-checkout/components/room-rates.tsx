import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type HotelRate } from '@travel/contracts';
import { CancellationTerms } from '../../../shared/hotel/hotel-sections';
import { useBoardName, useDiscountName, usePropertyFeeName } from '../../../shared/hotel/hotel-vocabulary';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import type { HotelRoomsAndRates } from '../api/hotel-details';

/** Rooms left at or under which the rate says so. */
export const FEW_ROOMS_LEFT = 3;

type RoomList = HotelRoomsAndRates['roomLists'][number];

/** What a rate costs beyond its price now: taxes not included, fees at the hotel, money off. */
export function RateCharges({ price }: { price: HotelRate['price'] }) {
  const { t } = useTranslation('hotel-booking');
  const language = currentLanguage();
  const discountName = useDiscountName();
  const feeName = usePropertyFeeName();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {price.taxesIncluded ? t('rate.taxesIncluded') : t('rate.taxesExcluded')}
      </Text>
      {price.discounts.map((discount) => (
        <Text size="xs" c="var(--mantine-color-teal-text)" key={discount.label} data-testid="rate-discount">
          {t('rate.discount', { label: discountName(discount) })}{' '}
          <Ltr>{formatMoney({ ...discount.amount, amount: -Math.abs(discount.amount.amount) }, language)}</Ltr>
        </Text>
      ))}
      {price.payAtProperty.map((fee) => (
        <Text size="xs" key={`${fee.kind}-${fee.label}`} data-testid="rate-pay-at-property">
          {t('rate.payAtProperty', { label: feeName(fee) })} <Ltr>{formatMoney(fee.amount, language)}</Ltr>
        </Text>
      ))}
    </Stack>
  );
}

/** One rate: board, refundability and terms in the hotel's time, charges, rooms left, the stay's price. */
function RateRow({ rate, nights, onChoose }: { rate: HotelRate; nights: number; onChoose(rate: HotelRate): void }) {
  const { t } = useTranslation('hotel-booking');
  const boardName = useBoardName();
  const board = boardName(rate.board, rate.boardName);
  const language = currentLanguage();
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="md"
      data-testid="rate"
      data-rate-type={rate.rateType}
      data-refundable={rate.refundable}
    >
      <Stack gap={6} flex="1 1 320px">
        <Text fw={600} data-testid="rate-board">
          {board}
        </Text>
        <CancellationTerms policy={rate.cancellationPolicy} />
        <RateCharges price={rate.price} />
      </Stack>
      <Stack gap={4} align="flex-end" flex="0 0 auto" ms="auto">
        {rate.roomsLeft <= FEW_ROOMS_LEFT && (
          <Text size="sm" c="var(--mantine-color-red-text)" fw={600} data-testid="rooms-left">
            {t('rate.roomsLeft', { count: rate.roomsLeft })}
          </Text>
        )}
        <Text fz="xl" fw={700} data-testid="rate-price">
          <Ltr>{formatMoney(rate.price.total, language)}</Ltr>
        </Text>
        <Text size="xs" c="dimmed">
          {t('rate.forStay', {
            nights: t('nights', { count: nights }),
            rooms: t('rooms', { count: rate.rooms.length }),
          })}
        </Text>
        <Button onClick={() => onChoose(rate)} aria-label={t('rate.chooseLabel', { board, room: rate.roomName })}>
          {t('rate.choose')}
        </Button>
      </Stack>
    </Group>
  );
}

/** A room type: its facts (beds, size, who it sleeps, amenities) and its rates. */
function RoomType({ list, nights, onChoose }: { list: RoomList; nights: number; onChoose(rate: HotelRate): void }) {
  const { t } = useTranslation('hotel-booking');
  const id = useId();
  const { room } = list;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id} data-testid="room-type">
      <Title order={3} size="h4" id={id}>
        {room.name}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="room-facts">
        {[
          room.beds,
          t('room.size', { size: room.sizeM2 }),
          t('room.sleeps', { count: room.maxOccupancy }),
          ...room.amenities.map((code) => t(`amenities.${code}`, { defaultValue: code })),
        ].join(' · ')}
      </Text>
      <Stack gap="md">
        {list.rates.map((rate, index) => (
          <Stack gap="md" key={rate.rateKey}>
            {index > 0 && <Divider />}
            <RateRow rate={rate} nights={nights} onChoose={onChoose} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The hotel's rooms for the stay, grouped by room type, each with its rates. */
export function RoomRates({ rooms, onChoose }: { rooms: HotelRoomsAndRates; onChoose(rate: HotelRate): void }) {
  return (
    <Stack gap="md">
      {rooms.roomLists.map((list) => (
        <RoomType key={list.room.code} list={list} nights={rooms.nights} onChoose={onChoose} />
      ))}
    </Stack>
  );
}
