import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { FlightBooking } from '@travel/contracts';
import { TravellersTable } from '../../../shared/booking/manage/travellers-table';
import { Ltr } from '../../../shared/widgets/ltr';

type Traveller = FlightBooking['travelers'][number];

/** The travellers and their ticket numbers (empty until the booking is ticketed). */
export function BookingTravellers({ travelers }: { travelers: FlightBooking['travelers'] }) {
  const { t } = useTranslation('trips');
  return (
    <TravellersTable<Traveller>
      travellers={travelers}
      nameHeader={t('details.traveller')}
      columns={[
        { header: t('details.travellerType'), cell: (traveller) => t(`travellerTypes.${traveller.type}`) },
        {
          header: t('details.ticketNumber'),
          cell: (traveller) =>
            traveller.ticketNumber ? (
              <Ltr>{traveller.ticketNumber}</Ltr>
            ) : (
              <Text span c="dimmed" size="sm">
                {t('details.notTicketed')}
              </Text>
            ),
        },
      ]}
    />
  );
}
