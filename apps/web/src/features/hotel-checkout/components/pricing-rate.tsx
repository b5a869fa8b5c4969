import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { ApiError } from '../../../shared/api/api-error';
import { hotelDraftPath, hotelRoomsPath } from '../../../shared/hotel/paths';
import { storedHotelKey, usePriceStay, type ChosenRate } from '../api/hotel-price';
import { isExpiredError, StopNotice, useFailureMessage } from './search-again';

/**
 * The checkout's entry with a chosen rate: the price is checked with the vendor (getPrice) and
 * kept as the checkout's draft, whose address replaces this one. Sold out or expired, it says so
 * and leads back to the rooms or to a new search.
 */
export function PricingRate({ rate }: { rate: ChosenRate }) {
  const { t } = useTranslation('hotel-booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pricing = usePriceStay();
  const failureMessage = useFailureMessage();
  const isAsked = useRef(false);
  const { mutate } = pricing;
  useEffect(() => {
    if (isAsked.current) return;
    isAsked.current = true;
    mutate(
      { rate },
      {
        onSuccess: ({ stored }) => {
          queryClient.setQueryData(storedHotelKey(stored.quote.quoteId), stored);
          void navigate(hotelDraftPath(stored.quote.quoteId), { replace: true });
        },
      },
    );
  }, [mutate, rate, navigate, queryClient]);

  const backToRooms = { label: t('backToRooms'), to: hotelRoomsPath(rate) };
  if (pricing.error instanceof ApiError && pricing.error.status === 409)
    return <StopNotice title={t('soldOut')} message={t('soldOutText')} action={backToRooms} />;
  if (isExpiredError(pricing.error))
    return <StopNotice title={t('details.expired')} message={t('details.expiredText')} />;
  if (pricing.error)
    return <StopNotice title={t('priceFailed')} message={failureMessage(pricing.error)} action={backToRooms} />;
  return (
    <Center py="xl">
      <Loader aria-label={t('checkingPrice')} />
    </Center>
  );
}
