import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityBooking } from '@travel/contracts';
import { activityConfirmationPath } from '../../../shared/activity/paths';
import { ResumingPayment } from '../../../shared/booking/checkout/resuming-payment';
import { useCheckoutPayment } from '../../../shared/booking/checkout/use-checkout-payment';
import { useSession } from '../../../shared/session/session-context';
import { activityBookingKey, payActivity } from '../api/book-activity';
import { ActivityPaymentStep } from '../components/activity-payment-step';
import { BackToResults } from '../components/activity-stop';
import { CheckoutForm } from '../components/checkout-form';
import { PricingHold } from '../components/pricing-hold';
import { activityDrafts } from '../lib/activity-draft';

/** The payment waiting for the bank's 3-D Secure answer (`?resume=` finishes it). */
export const ACTIVITY_PENDING_PAYMENT = 'activity-checkout:pending-payment';

/**
 * The activity checkout (/booknow/activities/bookings/checkout), by its address: `?hold&product&search`
 * checks the supplier's hold again now and becomes `&quote=` (the draft a reload resumes, checked
 * again once expired); `?booking=` is the payment step of a booking awaiting payment (`&quote=`
 * names the draft it came from, forgotten once paid); `?resume=&challenge=` is the bank's
 * 3-D Secure page coming back, the payment finishing.
 */
export function ActivityCheckoutPage() {
  const { t } = useTranslation('activity-booking');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isTravelAgent } = useSession();
  const hold = params.get('hold');
  const search = params.get('search') ?? '';
  const product = params.get('product') ?? '';
  const quoteId = params.get('quote');
  const reference = params.get('booking');
  const resume = params.get('resume');
  const entry = useMemo(() => (hold ? { hold, product, search } : null), [hold, product, search]);
  const current = useMemo(() => (quoteId && !reference ? activityDrafts.read(quoteId) : null), [quoteId, reference]);
  const payment = useCheckoutPayment<ActivityBooking>({
    resume,
    challenge: params.get('challenge'),
    draftId: reference ? quoteId : null,
    pendingKey: ACTIVITY_PENDING_PAYMENT,
    pay: payActivity,
    forgetDraft: activityDrafts.forget,
    bookingKey: activityBookingKey,
    confirmationPath: activityConfirmationPath,
  });

  if (resume)
    return <ResumingPayment payment={payment} onViewBooking={() => void navigate(activityConfirmationPath(resume))} />;
  if (reference)
    return (
      <ActivityPaymentStep
        referenceNumber={reference}
        payment={payment}
        audience={isTravelAgent ? 'agency' : 'customer'}
      />
    );
  if (!entry) return <BackToResults title={t('checkout.incomplete')} searchQuery={search} />;
  // A draft resumes; none (first entry, or expired or lost) checks the hold again.
  if (current) return <CheckoutForm key={current.quote.quoteId} draft={current} entry={entry} />;
  return <PricingHold key={quoteId ?? entry.hold} entry={entry} />;
}
