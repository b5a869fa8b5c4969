import { Anchor, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { formatMoney, type HotelBooking, type HotelCancellationPolicy } from '@travel/contracts';
import { BookingFacts, BookingSummaryCard, type BookingFact } from '../booking/manage/booking-facts';
import { DetailSection } from '../booking/manage/detail-section';
import { BookingStatusBadge } from '../widgets/booking-status';
import { currentLanguage } from '../i18n/i18n';
import { Ltr } from '../widgets/ltr';
import { formatHotelTime, formatStay, zonePlace } from './hotel-format';
import { useBoardName, usePropertyFeeName } from './hotel-vocabulary';

/** The stay: dates in the hotel's calendar, nights, address, the voucher once issued. */
function Stay({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {/* Isolated: the sentence keeps its own order on a right-to-left page ('2 nights', not 'nights 2'). */}
        <bdi>
          <Ltr>{formatStay(booking, language)}</Ltr> · {t('hotel.nights', { count: booking.nights })}
        </bdi>
      </Text>
      <Text size="sm" c="dimmed">
        {t('hotel.localDates', { zone: booking.hotelTimeZone })}
      </Text>
      <Text size="sm" data-testid="hotel-full-address">
        <Ltr>{booking.hotelAddress}</Ltr>
      </Text>
      {booking.pdfurl && (
        <Anchor href={booking.pdfurl} target="_blank" rel="noopener" data-testid="hotel-voucher" w="fit-content">
          <Group gap={4} component="span">
            <IconFileTypePdf size={16} aria-hidden />
            {t('hotel.voucher')}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/** Each room: its name, board and guests. */
function Rooms({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const boardName = useBoardName();
  return (
    <Table verticalSpacing="xs" data-testid="hotel-rooms">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('hotel.room')}</Table.Th>
          <Table.Th>{t('hotel.board')}</Table.Th>
          <Table.Th>{t('hotel.guestsHeader')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {booking.rooms.map((room, index) => (
          <Table.Tr key={`${room.roomTypeCode}-${index}`}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {room.roomName}
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>
                  {t('hotel.adults', { count: room.occupancy.adults })}
                  {room.occupancy.childAges.length > 0 &&
                    ` · ${t('hotel.children', { count: room.occupancy.childAges.length, ages: room.occupancy.childAges.join(', ') })}`}
                </bdi>
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{boardName(room.board, room.boardName)}</Text>
            </Table.Td>
            <Table.Td>
              {room.guests.map((guest, guestIndex) => (
                <Text size="sm" key={guestIndex} style={{ overflowWrap: 'anywhere' }}>
                  {guest.givenName} {guest.familyName}
                  {guest.type === 'child' && ` (${t('hotel.childAge', { count: guest.age ?? 0 })})`}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The cancellation terms of a booking or a rate: free until a deadline, then what is kept from
 * when, in the hotel's wall-clock time and named by its place ('Lisbon time').
 */
export function CancellationTerms({ policy }: { policy: HotelCancellationPolicy }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const place = zonePlace(policy.timeZone);
  return (
    <Stack gap="xs" data-testid="hotel-cancellation-terms">
      <Text fw={600}>{policy.refundable ? t('hotel.refundable') : t('hotel.nonRefundable')}</Text>
      <List size="sm" spacing={4}>
        {policy.freeCancellationUntilLocal && (
          <List.Item>
            {t('hotel.freeUntil', {
              date: formatHotelTime(policy.freeCancellationUntilLocal, language),
              place,
            })}
          </List.Item>
        )}
        {policy.steps.map((step) => (
          <List.Item key={step.from}>
            {t('hotel.penaltyFrom', {
              date: formatHotelTime(step.fromLocal, language),
              place,
              amount: formatMoney(step.amount, language),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The stay's rate: room and board, discounts, taxes included, and what is paid at the hotel (the
 * total paid now is the page's price, with the agency's markup and fees).
 */
function Fare({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  const feeName = usePropertyFeeName();
  const language = currentLanguage();
  const fare = booking.fareBreakup;
  const money = (amount: number) => formatMoney({ amount, currency: fare.currency }, language);
  const rows: Array<[string, number]> = [
    [t('hotel.baseFare'), fare.baseFare],
    ...(fare.discounts !== 0 ? ([[t('hotel.discounts'), fare.discounts]] as Array<[string, number]>) : []),
    [t('hotel.taxes'), fare.taxes],
  ];
  return (
    <Stack gap="xs" data-testid="hotel-fare">
      <Text size="xs" c="dimmed">
        {t('hotel.fareNote')}
      </Text>
      {rows.map(([label, amount]) => (
        <Group key={label} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm">
            <Ltr>{money(amount)}</Ltr>
          </Text>
        </Group>
      ))}
      {fare.additionalCharges.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t('hotel.payAtProperty')}
          </Text>
          {fare.additionalCharges.map((charge) => (
            <Group key={`${charge.kind}-${charge.label}`} justify="space-between">
              <Text size="sm">{feeName(charge)}</Text>
              <Text size="sm">
                <Ltr>{formatMoney(charge.amount, language)}</Ltr>
              </Text>
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}

/** The lead guest and the requests passed to the hotel. */
function Contact({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {booking.guestInfo.givenName} {booking.guestInfo.familyName}
      </Text>
      <Text size="sm">
        <Ltr>{booking.guestInfo.email}</Ltr>
      </Text>
      <Text size="sm">
        <Ltr>{booking.guestInfo.phone}</Ltr>
      </Text>
      {booking.specialRequests && (
        <Text size="sm" c="dimmed">
          {t('hotel.specialRequests', { requests: booking.specialRequests })}
        </Text>
      )}
    </Stack>
  );
}

/** A hotel booking in detail: the stay, rooms and guests, cancellation terms, the stay's price, the lead guest. */
export function HotelDetailsSections({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('trips');
  return (
    <>
      <DetailSection title={t('hotel.stay')}>
        <Stay booking={booking} />
      </DetailSection>
      <DetailSection title={t('hotel.roomsAndGuests')}>
        <Rooms booking={booking} />
      </DetailSection>
      <DetailSection title={t('hotel.cancellationTerms')}>
        <CancellationTerms policy={booking.cancellationPolicy} />
      </DetailSection>
      <DetailSection title={t('hotel.fare')}>
        <Fare booking={booking} />
      </DetailSection>
      <DetailSection title={t('hotel.leadGuest')}>
        <Contact booking={booking} />
      </DetailSection>
    </>
  );
}

/** The head of a hotel booking's page: the hotel (the page's heading), its address, status and facts. */
export function HotelBookingHead({ booking, facts }: { booking: HotelBooking; facts: readonly BookingFact[] }) {
  return (
    <BookingSummaryCard
      title={booking.hotelName}
      subtitle={<Ltr>{booking.hotelAddress}</Ltr>}
      status={<BookingStatusBadge status={booking.bookingStatus} />}
    >
      <BookingFacts facts={facts} />
    </BookingSummaryCard>
  );
}
