import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type FlightBooking } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';

/** The fare family and what it allows: bags, seats, changes and refunds. */
export function FareSummary({ booking }: { booking: Pick<FlightBooking, 'fareFamilyName' | 'conditions'> }) {
  const { t } = useTranslation('trips');
  const language = currentLanguage();
  const { conditions } = booking;
  return (
    <>
      <Text fw={600} data-testid="fare-family">
        {booking.fareFamilyName}
      </Text>
      <List size="sm" spacing={2} mt={6}>
        <List.Item>{t('fare.checkedBags', { count: conditions.checkedBags })}</List.Item>
        <List.Item>{conditions.carryOn ? t('fare.carryOn') : t('fare.noCarryOn')}</List.Item>
        <List.Item>{t(`fare.seats.${conditions.seatSelection}`)}</List.Item>
        <List.Item>
          {conditions.changeable
            ? conditions.changeFee
              ? t('fare.changeFee', { amount: formatMoney(conditions.changeFee, language) })
              : t('fare.freeChanges')
            : t('fare.noChanges')}
        </List.Item>
        <List.Item>
          {conditions.refundable
            ? conditions.cancellationPenalty
              ? t('fare.refundablePenalty', { amount: formatMoney(conditions.cancellationPenalty, language) })
              : t('fare.refundable')
            : t('fare.nonRefundable')}
        </List.Item>
      </List>
    </>
  );
}
