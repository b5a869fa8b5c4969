import { PaidSplit } from '../../wallet/paid-split';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { BookingBase } from '@travel/contracts';
import { cardBrandName } from '../../format/card-brand';
import { isCancellable } from '../../format/booking';
import { PriceLines } from '../../widgets/price-lines';
import { BookingHistory } from './booking-history';
import { DetailSection } from './detail-section';

/**
 * The side of an agency's booking page of a vertical whose only action is to cancel (a hotel, a
 * car rental): the cancellation while it can be, the price and how it was paid, the history.
 * Words under the vertical's prefix of 'agency' (`detail.*`, `price.*`).
 */
export function AgencyBookingSide({
  booking,
  textsPrefix,
  cancel,
}: {
  booking: BookingBase;
  textsPrefix: string;
  /** The vertical's cancel panel, shown while the booking can be cancelled. */
  cancel: ReactNode;
}) {
  const { t } = useTranslation('agency', { keyPrefix: textsPrefix });
  const { breakdown, payment } = booking;
  return (
    <>
      <DetailSection title={t('detail.actions')} testId="booking-manage">
        {isCancellable(booking) ? (
          cancel
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noActions')}
          </Text>
        )}
      </DetailSection>
      <DetailSection title={t('detail.price')}>
        <PriceLines currency={breakdown.currency} lines={breakdown.lines} total={breakdown.total} audience="agency">
          {(booking.paidFromCard > 0 || booking.paidFromCredit === 0) && (
            <Text size="sm" c="dimmed" data-testid="payment-card">
              {!payment
                ? t('price.unpaid')
                : payment.cardLast4
                  ? t('price.card', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })
                  : t('price.onAccount')}
            </Text>
          )}
          <PaidSplit booking={booking} />
        </PriceLines>
      </DetailSection>
      <DetailSection title={t('detail.history')}>
        <BookingHistory history={booking.history} />
      </DetailSection>
    </>
  );
}
