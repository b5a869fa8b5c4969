import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityBooking } from '@travel/contracts';
import { ActivitySummary } from '../../../shared/activity/activity-summary';
import { activityConfirmationPath, activityResultsPath } from '../../../shared/activity/paths';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { PayableBooking } from '../../../shared/booking/checkout/payable-booking';
import { PaymentSection } from '../../../shared/booking/checkout/payment-section';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import type { CardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { useActivityBooking } from '../api/book-activity';

/**
 * The payment step of a booking awaiting payment: after 'Continue to payment' (kept in the
 * address, so a reload comes back here) and from Pay in My Trips or the agency's list.
 */
export function ActivityPaymentStep({
  referenceNumber,
  payment,
  audience,
}: {
  referenceNumber: string;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('activity-booking');
  return (
    <PayableBooking
      query={useActivityBooking(referenceNumber)}
      failed={{ title: t('payment.failed'), action: { label: t('searchAgain'), to: activityResultsPath() } }}
      notAwaiting={{
        title: t('payment.notAwaiting', { reference: referenceNumber }),
        action: { label: t('viewBooking'), to: activityConfirmationPath(referenceNumber) },
      }}
    >
      {(booking) => <HeldActivity booking={booking} payment={payment} audience={audience} />}
    </PayableBooking>
  );
}

function HeldActivity({
  booking,
  payment,
  audience,
}: {
  booking: ActivityBooking;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('activity-booking');
  return (
    <CheckoutLayout
      title={t('checkout.title')}
      aside={<PriceAside subtitle={booking.activity.title} price={booking.breakdown} audience={audience} />}
    >
      <ActivitySummary activity={booking.activity} />
      <PaymentSection
        booking={booking}
        held={t('payment.held', { reference: booking.referenceNumber })}
        payment={payment}
      />
    </CheckoutLayout>
  );
}
