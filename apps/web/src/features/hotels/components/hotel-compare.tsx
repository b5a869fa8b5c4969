import { Affix, Button, CloseButton, Group, Modal, Paper, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { MAX_HOTELS_COMPARED, type HotelResult } from '@travel/contracts';
import type { HotelCardText } from '../lib/card-text';

export interface HotelCompareProps {
  hotels: HotelResult[];
  nights: number;
  text: HotelCardText;
  /** Vendor code to display name. */
  vendorNames: ReadonlyMap<string, string>;
  onRemove(hotel: HotelResult): void;
  onClear(): void;
}

function CompareTable({
  hotels,
  nights,
  text,
  vendorNames,
}: Pick<HotelCompareProps, 'hotels' | 'nights' | 'text' | 'vendorNames'>) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const rows: [string, (hotel: HotelResult) => string][] = [
    [t('compare.stars'), (hotel) => text.stars(hotel.stars)],
    [t('compare.score'), (hotel) => `${text.score(hotel.guestScore)} · ${text.reviews(hotel.reviewCount)}`],
    [t('compare.distance'), (hotel) => text.distance(hotel.distanceKm)],
    [
      t('compare.price'),
      (hotel) =>
        [text.money(hotel.price.amount, hotel.price.currency), hotel.hasPropertyCharges ? text.propertyCharges : '']
          .filter(Boolean)
          .join(' '),
    ],
    [t('compare.perNight'), (hotel) => text.money(Math.round(hotel.price.amount / nights), hotel.price.currency)],
    [t('compare.board'), (hotel) => hotel.boards.map((board) => text.board(board)).join(', ')],
    [
      t('compare.cancellation'),
      (hotel) => (hotel.hasFreeCancellation ? text.freeCancellation : t('compare.noFreeCancellation')),
    ],
    [
      t('compare.facilities'),
      (hotel) =>
        hotel.facilities.map((code) => t(`hotel-vocabulary:facilities.${code}`, { defaultValue: code })).join(', '),
    ],
    [t('compare.vendor'), (hotel) => vendorNames.get(hotel.vendor) ?? hotel.vendor],
  ];
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withColumnBorders verticalSpacing="sm" data-testid="compare-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            {hotels.map((hotel) => (
              <Table.Th key={hotel.hotelId} scope="col">
                {hotel.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              {hotels.map((hotel) => (
                <Table.Td key={hotel.hotelId}>{value(hotel)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The compare tray (the hotels ticked, up to 3) and the side-by-side dialog it opens. */
export function HotelCompare({ hotels, nights, text, vendorNames, onRemove, onClear }: HotelCompareProps) {
  const { t } = useTranslation(['hotels', 'hotel-vocabulary']);
  const [isOpen, setIsOpen] = useState(false);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (hotels.length === 0) return null;
  return (
    <>
      <Affix position={{ bottom: 16, left: 16, right: 16 }}>
        <Paper
          shadow="lg"
          withBorder
          p="sm"
          radius="md"
          maw={960}
          mx="auto"
          component="section"
          aria-label={t('compare.tray')}
        >
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text fw={600} size="sm">
                <bdi>{t('compare.selected', { count: hotels.length, max: MAX_HOTELS_COMPARED })}</bdi>
              </Text>
              {hotels.map((hotel) => (
                <Group key={hotel.hotelId} gap={2} wrap="nowrap">
                  <Text size="sm" maw={180} truncate>
                    {hotel.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('compare.remove', { name: hotel.name })}
                    onClick={() => onRemove(hotel)}
                  />
                </Group>
              ))}
            </Group>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={onClear}>
                {t('compare.clear')}
              </Button>
              <Button size="sm" disabled={hotels.length < 2} onClick={() => setIsOpen(true)}>
                {t('compare.open')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Affix>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('compare.title')}
        size="xl"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': t('compare.close') }}
      >
        <CompareTable hotels={hotels} nights={nights} text={text} vendorNames={vendorNames} />
      </Modal>
    </>
  );
}
