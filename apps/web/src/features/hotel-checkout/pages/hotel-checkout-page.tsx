import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { HotelBooking } from '@travel/contracts';
import { ResumingPayment } from '../../../shared/booking/checkout/resuming-payment';
import { useCheckoutPayment } from '../../../shared/booking/checkout/use-checkout-payment';
import { hotelConfirmPaymentPath } from '../../../shared/hotel/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useSession } from '../../../shared/session/session-context';
import { hotelBookingKey, payHotel } from '../api/book-hotel';
import { deleteStoredHotel, useStoredHotel, type ChosenRate } from '../api/hotel-price';
import { CheckoutForm } from '../components/checkout-form';
import { HotelPaymentStep } from '../components/hotel-payment-step';
import { PricingRate } from '../components/pricing-rate';
import { isExpiredError, StopNotice, useFailureMessage } from '../components/search-again';

/** The rate the details page chose (hotelId, vendor, corelationId, rateKey), or null. */
function useChosenRate(params: URLSearchParams): ChosenRate | null {
  const hotelId = params.get('hotelId');
  const vendor = params.get('vendor');
  const corelationId = params.get('corelationId');
  const rateKey = params.get('rateKey');
  return useMemo(
    () => (hotelId && vendor && corelationId && rateKey ? { hotelId, vendor, corelationId, rateKey } : null),
    [hotelId, vendor, corelationId, rateKey],
  );
}

/**
 * The hotel checkout, by its address: `?hotelId&vendor&corelationId&rateKey` prices the rate
 * chosen on the details page and becomes `?quote=` (the draft a reload resumes); `?booking=` is
 * the payment step of a booking awaiting payment; `?resume=&challenge=` is the return from the
 * bank's 3-D Secure page.
 */
export function HotelCheckoutPage() {
  const { t } = useTranslation('hotel-booking');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isTravelAgent } = useSession();
  const rate = useChosenRate(params);
  const quoteId = params.get('quote');
  const reference = params.get('booking');
  const resume = params.get('resume');
  const stored = useStoredHotel(rate ? null : quoteId);
  const payment = useCheckoutPayment<HotelBooking>({
    resume,
    challenge: params.get('challenge'),
    draftId: stored.data?.id ?? null,
    pendingKey: 'hotel-checkout:pending-payment',
    pay: payHotel,
    forgetDraft: deleteStoredHotel,
    bookingKey: hotelBookingKey,
    confirmationPath: hotelConfirmPaymentPath,
  });
  const failureMessage = useFailureMessage();

  if (resume) {
    return (
      <ResumingPayment
        payment={payment}
        onViewBooking={() => void navigate(`/hotel-details?referenceNumber=${encodeURIComponent(resume)}`)}
      />
    );
  }
  if (reference)
    return (
      <HotelPaymentStep
        referenceNumber={reference}
        payment={payment}
        audience={isTravelAgent ? 'agency' : 'customer'}
      />
    );
  if (rate) return <PricingRate rate={rate} />;
  if (!quoteId) return <StopNotice title={t('incomplete')} />;
  if (stored.isPending) {
    return <PageLoading />;
  }
  if (!stored.data) {
    return isExpiredError(stored.error) ? (
      <StopNotice title={t('quoteExpired')} message={t('details.expiredText')} />
    ) : (
      <StopNotice title={t('priceFailed')} message={failureMessage(stored.error)} />
    );
  }
  return <CheckoutForm stored={stored.data} />;
}
