import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@travel/contracts';

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
