import { useTranslation } from 'react-i18next';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { PaymentSection } from '../../../shared/booking/checkout/payment-section';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import { StopNotice, useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import type { CardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { rentalOfBooking } from '../../../shared/car/car-booking-sections';
import { carReservationPath, carResultsPath } from '../../../shared/car/paths';
import { isPayable } from '../../../shared/format/booking';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useCarBooking } from '../api/book-car';
import { CounterNote, RentalSummary } from './rental-summary';

/**
 * The payment step of a rental awaiting payment: after 'Continue to payment' (kept in the
 * address, so a reload comes back here) and from Pay in My Trips or the agency's list.
 */
export function CarPaymentStep({
  referenceNumber,
  payment,
  audience,
}: {
  referenceNumber: string;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('car-booking');
  const details = useCarBooking(referenceNumber);
  const failureMessage = useFailureMessage();
  const booking = details.data;
  if (details.isPending) return <PageLoading />;
  if (!booking)
    return (
      <StopNotice
        title={t('payment.failed')}
        message={failureMessage(details.error)}
        action={{ label: t('searchAgain'), to: carResultsPath() }}
      />
    );
  if (!isPayable(booking))
    return (
      <StopNotice
        title={t('payment.notAwaiting', { reference: referenceNumber })}
        action={{ label: t('viewBooking'), to: carReservationPath(referenceNumber) }}
      />
    );
  const { rental } = booking;
  return (
    <CheckoutLayout
      title={t('checkout.title')}
      aside={
        <PriceAside subtitle={`${rental.vendorName} · ${rental.name}`} price={booking.breakdown} audience={audience}>
          <CounterNote amount={booking.payAtCounter} />
        </PriceAside>
      }
    >
      <RentalSummary car={rental} rental={rentalOfBooking(booking)} />
      <PaymentSection
        booking={booking}
        held={t('payment.held', { reference: booking.referenceNumber })}
        payment={payment}
      />
    </CheckoutLayout>
  );
}
