import { Container, Loader, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import type { HotelRate } from '@travel/contracts';
import { PageLoading } from '../../../shared/ui/page-loading';
import { hotelCheckoutPath } from '../../../shared/hotel/paths';
import { useHotelDetails, useRoomsAndRates, type SearchedHotel } from '../api/hotel-details';
import { HotelGallery } from '../components/hotel-gallery';
import { HotelAbout, HotelHeading } from '../components/hotel-overview';
import { RoomRates } from '../components/room-rates';
import { isExpiredError, StopNotice, useFailureMessage } from '../components/search-again';
import { useHasPassed } from '../../../shared/ui/use-has-passed';

/** The hotel the address names (the results link with hotelId, vendor and corelationId), or null. */
function useSearchedHotel(): SearchedHotel | null {
  const [params] = useSearchParams();
  const hotelId = params.get('hotelId');
  const vendor = params.get('vendor');
  const corelationId = params.get('corelationId');
  return useMemo(
    () => (hotelId && vendor && corelationId ? { hotelId, vendor, corelationId } : null),
    [hotelId, vendor, corelationId],
  );
}

/**
 * A hotel of the search: its pictures, what it offers, its rules, and its rooms for the stay
 * grouped by room type, each rate with its board and terms in the hotel's time. Choosing a rate
 * opens the checkout, which checks the price with the vendor.
 */
export function HotelDetailsPage() {
  const { t } = useTranslation('hotel-booking');
  const navigate = useNavigate();
  const hotel = useSearchedHotel();
  const details = useHotelDetails(hotel);
  const rooms = useRoomsAndRates(hotel);
  const failureMessage = useFailureMessage();
  const isRatesExpired = useHasPassed(rooms.data?.expiresAt ?? null);

  if (!hotel) return <StopNotice title={t('details.incomplete')} />;
  if (isExpiredError(details.error) || isExpiredError(rooms.error))
    return <StopNotice title={t('details.expired')} message={t('details.expiredText')} />;
  if (details.error) return <StopNotice title={t('details.failed')} message={failureMessage(details.error)} />;
  if (!details.data) {
    return <PageLoading />;
  }
  const content = details.data;
  const choose = (rate: HotelRate) => void navigate(hotelCheckoutPath({ ...hotel, rateKey: rate.rateKey }));
  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="lg">
        <HotelHeading hotel={content} nights={rooms.data?.nights ?? null} />
        <HotelGallery images={content.images} hotelName={content.name} />
        <HotelAbout hotel={content} />
        <Stack gap="sm" component="section" aria-labelledby="rooms-title">
          <Title order={2} size="h3" id="rooms-title">
            {t('details.rooms')}
          </Title>
          {rooms.isPending && <Loader aria-label={t('details.loadingRooms')} />}
          {rooms.error && <StopNotice title={t('details.roomsFailed')} message={failureMessage(rooms.error)} />}
          {isRatesExpired && <StopNotice title={t('details.expired')} message={t('details.expiredText')} />}
          {rooms.data && !isRatesExpired && rooms.data.roomLists.length === 0 && (
            <StopNotice title={t('details.soldOut')} />
          )}
          {rooms.data && !isRatesExpired && <RoomRates rooms={rooms.data} onChoose={choose} />}
        </Stack>
      </Stack>
    </Container>
  );
}
