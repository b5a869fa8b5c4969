import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { CarBooking } from '@travel/contracts';
import { useCheckoutPayment } from '../../../shared/booking/checkout/use-checkout-payment';
import { carConfirmPaymentPath } from '../../../shared/car/paths';
import { useSession } from '../../../shared/session/session-context';
import { carBookingKey, payCar } from '../api/book-car';
import { BackToResults } from '../components/car-stop';
import { CarPaymentStep } from '../components/car-payment-step';
import { CheckoutForm } from '../components/checkout-form';
import { PricingOffer } from '../components/pricing-offer';
import { forgetCarDraft, readCarDraft } from '../lib/car-draft';

/** The payment waiting for the bank's 3-D Secure answer (the confirmation page finishes it). */
export const CAR_PENDING_PAYMENT = 'car-checkout:pending-payment';

/**
 * The car checkout, by its address: `?carId&search` prices the offer again now and becomes
 * `&quote=` (the draft a reload resumes, priced again once expired); `?booking=` is the payment
 * step of a rental awaiting payment (`&quote=` names the draft it came from, forgotten once paid).
 */
export function CarCheckoutPage() {
  const { t } = useTranslation('car-booking');
  const [params] = useSearchParams();
  const { isTravelAgent } = useSession();
  const carId = params.get('carId');
  const searchQuery = params.get('search') ?? '';
  const quoteId = params.get('quote');
  const reference = params.get('booking');
  const current = useMemo(() => (quoteId && !reference ? readCarDraft(quoteId) : null), [quoteId, reference]);
  const payment = useCheckoutPayment<CarBooking>({
    resume: null,
    challenge: null,
    draftId: reference ? quoteId : null,
    pendingKey: CAR_PENDING_PAYMENT,
    pay: payCar,
    forgetDraft: forgetCarDraft,
    bookingKey: carBookingKey,
    confirmationPath: carConfirmPaymentPath,
  });

  if (reference)
    return (
      <CarPaymentStep referenceNumber={reference} payment={payment} audience={isTravelAgent ? 'agency' : 'customer'} />
    );
  if (!carId) return <BackToResults title={t('checkout.incomplete')} searchQuery={searchQuery} />;
  // A draft resumes; none (first entry, or expired or lost) prices the offer again.
  if (current)
    return <CheckoutForm key={current.quote.quoteId} draft={current} carId={carId} searchQuery={searchQuery} />;
  return <PricingOffer key={quoteId ?? carId} carId={carId} searchQuery={searchQuery} />;
}
