import { Anchor, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { activityResultsPath } from '../../../shared/activity/paths';
import { useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useActivityProduct } from '../api/activity-product';
import { ActivityAbout } from '../components/activity-about';
import { ActivityGallery } from '../components/activity-gallery';
import { ActivityHeading } from '../components/activity-heading';
import { BackToResults } from '../components/activity-stop';
import { AvailabilityPanel } from '../components/availability-panel';
import classes from '../components/activity.module.css';

/**
 * A product of the search (/booknow/activities/result-details/:productCode?search=): its photos,
 * description, inclusions, meeting point, languages and cancellation policy in plain words, and
 * the availability calendar with the travellers by age band; a checked date, time and
 * travellers lead to the checkout with the supplier's hold.
 */
export function ActivityDetailsPage() {
  const { t } = useTranslation('activity-booking');
  const { productCode = '' } = useParams();
  const [params] = useSearchParams();
  const searchQuery = params.get('search') ?? '';
  const { currency } = usePreferences();
  const details = useActivityProduct(productCode, currency);
  const failureMessage = useFailureMessage();

  if (details.error)
    return (
      <BackToResults title={t('details.failed')} message={failureMessage(details.error)} searchQuery={searchQuery} />
    );
  if (!details.data) return <PageLoading />;
  const product = details.data;
  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="lg">
        <Group>
          <Anchor component={Link} to={activityResultsPath(searchQuery)} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden className={classes.flip} />
              {t('backToResults')}
            </Group>
          </Anchor>
        </Group>
        <ActivityHeading product={product} />
        <div className={classes.layout}>
          <div className={classes.gallery}>
            <ActivityGallery title={product.title} images={product.images} />
          </div>
          <div className={classes.panel}>
            <AvailabilityPanel product={product} searchQuery={searchQuery} />
          </div>
          <div className={classes.about}>
            <ActivityAbout product={product} />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
