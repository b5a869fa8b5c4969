import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type HotelBooking } from '@travel/contracts';
import { PayableBooking } from '../../../shared/booking/checkout/payable-booking';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { PaymentSection } from '../../../shared/booking/checkout/payment-section';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import type { CardPayment } from '../../../shared/booking/checkout/use-card-payment';
import { usePropertyFeeName } from '../../../shared/hotel/hotel-vocabulary';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { useHotelBooking } from '../api/book-hotel';
import { StaySummary, type Stay } from './stay-summary';

/** A booking's stay as the summary shows it. */
export function stayOfBooking(booking: HotelBooking): Stay {
  const first = booking.rooms[0];
  return {
    hotelName: booking.hotelName,
    stayPeriod: booking.stayPeriod,
    roomName: first?.roomName ?? '',
    board: first?.board ?? '',
    boardName: first?.boardName ?? '',
    rooms: booking.rooms.map((room) => room.occupancy),
    policy: booking.cancellationPolicy,
  };
}

/**
 * The payment step of a hotel booking awaiting payment: after 'Continue to payment' (kept in the
 * address, so a reload comes back here) and from Pay in My Trips or the agency's list.
 */
export function HotelPaymentStep({
  referenceNumber,
  payment,
  audience,
}: {
  referenceNumber: string;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('hotel-booking');
  const detailsPath = `/hotel-details?referenceNumber=${encodeURIComponent(referenceNumber)}`;
  return (
    <PayableBooking
      query={useHotelBooking(referenceNumber)}
      failed={{ title: t('payment.failed'), action: { label: t('searchAgain'), to: '/booknow/hotels/search' } }}
      notAwaiting={{
        title: t('payment.notAwaiting', { reference: referenceNumber }),
        action: { label: t('viewBooking'), to: detailsPath },
      }}
    >
      {(booking) => <HeldStay booking={booking} payment={payment} audience={audience} />}
    </PayableBooking>
  );
}

function HeldStay({
  booking,
  payment,
  audience,
}: {
  booking: HotelBooking;
  payment: CardPayment;
  audience: 'customer' | 'agency';
}) {
  const { t } = useTranslation('hotel-booking');
  const feeName = usePropertyFeeName();
  const language = currentLanguage();
  return (
    <CheckoutLayout
      title={t('checkoutTitle')}
      aside={
        <PriceAside subtitle={booking.hotelName} price={booking.breakdown} audience={audience}>
          {booking.fareBreakup.additionalCharges.map((charge) => (
            <Text size="xs" mt="xs" key={`${charge.kind}-${charge.label}`} data-testid="pay-at-property">
              {t('rate.payAtProperty', { label: feeName(charge) })} <Ltr>{formatMoney(charge.amount, language)}</Ltr>
            </Text>
          ))}
        </PriceAside>
      }
    >
      <StaySummary stay={stayOfBooking(booking)} />
      <PaymentSection
        booking={booking}
        held={t('payment.held', { reference: booking.referenceNumber })}
        payment={payment}
      />
    </CheckoutLayout>
  );
}
