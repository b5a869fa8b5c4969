import { Anchor, Container, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { isExpiredError, useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { RentalSections } from '../../../shared/car/car-sections';
import { carCheckoutPath, carResultsPath } from '../../../shared/car/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useHasPassed } from '../../../shared/ui/use-has-passed';
import { useCarDetails } from '../api/car-offer';
import { CarHeading, rentalOfOffer } from '../components/car-heading';
import { BackToResults, OfferExpired } from '../components/car-stop';
import { OfferPrice } from '../components/offer-price';
import { RentalTermsButton } from '../components/rental-terms';
import classes from '../components/car.module.css';

/**
 * An offer of the search (/booknow/cars/result-details?carId&search): the car and its company,
 * pick-up and return in each place's time with the counters' hours, what the rate includes,
 * deposit and excess, what is paid now and at the counter, the cancellation terms and the
 * rental terms; 'Continue' opens the checkout, which prices the offer again. An offer lives 20
 * minutes: once over, the page says so and leads to a new search.
 */
export function CarDetailsPage() {
  const { t } = useTranslation('car-booking');
  const [params] = useSearchParams();
  const carId = params.get('carId');
  const searchQuery = params.get('search') ?? '';
  const details = useCarDetails(carId);
  const failureMessage = useFailureMessage();
  const isExpired = useHasPassed(details.data?.expiresAt ?? null);

  if (!carId) return <BackToResults title={t('details.incomplete')} searchQuery={searchQuery} />;
  if (isExpired || isExpiredError(details.error)) return <OfferExpired searchQuery={searchQuery} />;
  // Spec 8: a details failure shows the server's message.
  if (details.error)
    return (
      <BackToResults title={t('details.failed')} message={failureMessage(details.error)} searchQuery={searchQuery} />
    );
  if (!details.data) return <PageLoading />;
  const car = details.data;
  const rental = rentalOfOffer(car);
  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="lg">
        <Group>
          <Anchor component={Link} to={carResultsPath(searchQuery)} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden className={classes.flip} />
              {t('backToResults')}
            </Group>
          </Anchor>
        </Group>
        <CarHeading car={car} />
        {/* On a phone the price and 'Continue' come first, before the rental's details. */}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <RentalSections rental={rental} terms={<RentalTermsButton url={car.termsUrl} />} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <OfferPrice car={car} checkoutPath={carCheckoutPath(carId, searchQuery)} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
