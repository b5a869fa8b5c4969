import { Table, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useBookingStatusLabel } from '../../../shared/widgets/booking-status';
import { formatInstant } from '../../../shared/format/booking';

/** The travellers with their ticket numbers. */
export function BookingTravellers({ travelers }: Pick<FlightBooking, 'travelers'>) {
  const { t } = useTranslation('agency');
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('flights.detail.traveller')}</Table.Th>
            <Table.Th>{t('flights.detail.type')}</Table.Th>
            <Table.Th>{t('flights.detail.birthDate')}</Table.Th>
            <Table.Th>{t('flights.detail.ticket')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {travelers.map((traveler, index) => (
            <Table.Tr key={`${traveler.familyName}-${traveler.givenName}-${index}`} data-testid="traveller">
              <Table.Td>
                {traveler.givenName} {traveler.familyName}
              </Table.Td>
              <Table.Td>{traveler.type}</Table.Td>
              <Table.Td>{traveler.birthDate}</Table.Td>
              <Table.Td>
                {traveler.ticketNumber ?? (
                  <Text span size="sm" c="dimmed">
                    {t('flights.detail.noTicket')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What happened to the booking, oldest first. */
export function BookingTimeline({ history }: Pick<FlightBooking, 'history'>) {
  const statusLabel = useBookingStatusLabel();
  const language = currentLanguage();
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((event, index) => (
        <Timeline.Item key={`${event.at}-${index}`} title={statusLabel(event.status)}>
          {event.note && (
            <Text size="sm" c="dimmed">
              {event.note}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatInstant(event.at, language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
