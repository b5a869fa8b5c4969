import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../shared/widgets/ltr';
import type { FlightBooking } from '@travel/contracts';

/** The travellers and their ticket numbers (empty until the booking is ticketed). */
export function BookingTravellers({ travelers }: { travelers: FlightBooking['travelers'] }) {
  const { t } = useTranslation('trips');
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.traveller')}</Table.Th>
            <Table.Th>{t('details.travellerType')}</Table.Th>
            <Table.Th>{t('details.ticketNumber')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {travelers.map((traveler, index) => (
            <Table.Tr key={`${traveler.givenName}-${traveler.familyName}-${index}`} data-testid="traveller">
              <Table.Td>
                {traveler.givenName} {traveler.familyName}
              </Table.Td>
              <Table.Td>{t(`travellerTypes.${traveler.type}`)}</Table.Td>
              <Table.Td>
                {traveler.ticketNumber ? (
                  <Ltr>{traveler.ticketNumber}</Ltr>
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('details.notTicketed')}
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
