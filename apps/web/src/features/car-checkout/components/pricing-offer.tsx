import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { isExpiredError, isSoldOutError, useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { useCheckoutCar } from '../api/car-offer';
import { keepCarDraft } from '../lib/car-draft';
import { carDraftPath } from '../lib/checkout-address';
import { BackToResults, OfferExpired } from './car-stop';

/**
 * The checkout's entry with an offer: the rental company prices it again now (checkout) and the
 * quote is kept as the checkout's draft, whose address replaces this one. Sold out or expired,
 * it says so and leads back to the results or to a new search.
 */
export function PricingOffer({ carId, searchQuery }: { carId: string; searchQuery: string }) {
  const { t } = useTranslation('car-booking');
  const navigate = useNavigate();
  const pricing = useCheckoutCar();
  const failureMessage = useFailureMessage();
  const isAsked = useRef(false);
  const { mutate } = pricing;
  useEffect(() => {
    if (isAsked.current) return;
    isAsked.current = true;
    mutate(
      { carId },
      {
        onSuccess: (quote) => {
          keepCarDraft({ quote, client: null });
          void navigate(carDraftPath(carId, searchQuery, quote.quoteId), { replace: true });
        },
      },
    );
  }, [mutate, carId, searchQuery, navigate]);

  if (isSoldOutError(pricing.error))
    return <BackToResults title={t('soldOut.title')} message={t('soldOut.text')} searchQuery={searchQuery} />;
  if (isExpiredError(pricing.error)) return <OfferExpired searchQuery={searchQuery} />;
  if (pricing.error)
    return (
      <BackToResults
        title={t('checkout.priceFailed')}
        message={failureMessage(pricing.error)}
        searchQuery={searchQuery}
      />
    );
  return (
    <Center py="xl">
      <Loader aria-label={t('checkout.checkingPrice')} />
    </Center>
  );
}
