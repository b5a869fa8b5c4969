import { useTranslation } from '../../../shared/i18n/react';
import type { CarBooking } from '@travel/contracts';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { PaymentSection } from '../../../shared/booking/checkout/payment-section';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import { PayableBooking } from '../../../shared/booking/checkout/payable-booking';
import type { CardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { rentalOfBooking } from '../../../shared/car/car-booking-sections';
import { carReservationPath, carResultsPath } from '../../../shared/car/paths';
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
  return (
    <PayableBooking
      query={useCarBooking(referenceNumber)}
      failed={{ title: t('payment.failed'), action: { label: t('searchAgain'), to: carResultsPath() } }}
      notAwaiting={{
        title: t('payment.notAwaiting', { reference: referenceNumber }),
        action: { label: t('viewBooking'), to: carReservationPath(referenceNumber) },
      }}
    >
      {(booking) => <HeldRental booking={booking} payment={payment} audience={audience} />}
    </PayableBooking>
  );
}

function HeldRental({
  booking,
  payment,
  audience,
}: {
  booking: CarBooking;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('car-booking');
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
