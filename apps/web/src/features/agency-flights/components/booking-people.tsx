import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { TravellersTable } from '../../../shared/booking/manage/travellers-table';

type Traveller = FlightBooking['travelers'][number];

/** The travellers with their ticket numbers. */
export function BookingTravellers({ travelers }: Pick<FlightBooking, 'travelers'>) {
  const { t } = useTranslation('agency');
  return (
    <TravellersTable<Traveller>
      travellers={travelers}
      nameHeader={t('flights.detail.traveller')}
      columns={[
        { header: t('flights.detail.type'), cell: (traveller) => traveller.type },
        { header: t('flights.detail.birthDate'), cell: (traveller) => traveller.birthDate },
        {
          header: t('flights.detail.ticket'),
          cell: (traveller) =>
            traveller.ticketNumber ?? (
              <Text span size="sm" c="dimmed">
                {t('flights.detail.noTicket')}
              </Text>
            ),
        },
      ]}
    />
  );
}
