import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { activityDetailsPath } from '../../../shared/activity/paths';
import {
  isExpiredError,
  isSoldOutError,
  StopNotice,
  useFailureMessage,
} from '../../../shared/booking/checkout/stop-notice';
import { useCheckoutActivity } from '../api/activity-product';
import { activityDrafts } from '../lib/activity-draft';
import { activityDraftPath, type CheckoutEntry } from '../lib/checkout-address';
import { BackToResults } from './activity-stop';

/**
 * The checkout's entry with a hold: the supplier checks it again now (bookings/checkout) and the
 * quote is kept as the checkout's draft, whose address replaces this one. Sold out, or the hold
 * gone, it says so and leads back to the product's calendar to choose again.
 */
export function PricingHold({ entry }: { entry: CheckoutEntry }) {
  const { t } = useTranslation('activity-booking');
  const navigate = useNavigate();
  const pricing = useCheckoutActivity();
  const failureMessage = useFailureMessage();
  const isAsked = useRef(false);
  const { mutate } = pricing;
  useEffect(() => {
    if (isAsked.current) return;
    isAsked.current = true;
    mutate(
      { holdId: entry.hold },
      {
        onSuccess: (quote) => {
          activityDrafts.keep({ quote, client: null });
          void navigate(activityDraftPath(entry, quote.quoteId), { replace: true });
        },
      },
    );
  }, [mutate, entry, navigate]);

  const chooseAgain = { label: t('chooseAgain'), to: activityDetailsPath(entry.product, entry.search) };
  if (isSoldOutError(pricing.error))
    return <StopNotice title={t('soldOut.title')} message={t('soldOut.text')} action={chooseAgain} />;
  if (isExpiredError(pricing.error))
    return <StopNotice title={t('expired.title')} message={t('expired.text')} action={chooseAgain} />;
  if (pricing.error)
    return (
      <BackToResults
        title={t('checkout.priceFailed')}
        message={failureMessage(pricing.error)}
        searchQuery={entry.search}
      />
    );
  return (
    <Center py="xl">
      <Loader aria-label={t('checkout.checkingPrice')} />
    </Center>
  );
}
