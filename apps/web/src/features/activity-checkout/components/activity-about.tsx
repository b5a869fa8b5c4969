import { Anchor, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityLocation, ActivityProduct } from '@travel/contracts';
import { ActivityPolicy } from '../../../shared/activity/activity-policy';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useActivityLocation } from '../api/activity-product';

/** Where the activity starts: the meeting point or the area pick-ups are made in, with a map link. */
export function MeetingPoint({ location }: { location: ActivityLocation }) {
  const { t } = useTranslation('activity-booking');
  const map = `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`;
  return (
    <Stack gap={4} data-testid="meeting-point">
      <Text fw={500}>{location.name}</Text>
      <Text size="sm">{location.address}</Text>
      {location.kind === 'PICKUP_AREA' && location.radiusKm !== null && (
        <Text size="sm" c="dimmed">
          {t('meeting.pickupArea', { km: location.radiusKm })}
        </Text>
      )}
      <Anchor href={map} target="_blank" rel="noreferrer" size="sm">
        {t('meeting.map')}
      </Anchor>
    </Stack>
  );
}

/** The product's description, what is included and not, languages, meeting point and cancellation policy. */
export function ActivityAbout({ product }: { product: ActivityProduct }) {
  const { t } = useTranslation('activity-booking');
  const location = useActivityLocation(product.meetingPoint.locationId);
  const languageNames = new Intl.DisplayNames([currentLanguage()], { type: 'language' });
  return (
    <Stack gap="lg">
      <DetailSection title={t('details.about')}>
        <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
      </DetailSection>
      <DetailSection title={t('details.included')} testId="inclusions">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <List spacing={4} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}>
            {product.inclusions.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          {product.exclusions.length > 0 && (
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('details.notIncluded')}
              </Text>
              <List spacing={4} size="sm" icon={<IconX size={16} color="var(--mantine-color-red-6)" aria-hidden />}>
                {product.exclusions.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </div>
          )}
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t(product.meetingPoint.kind === 'PICKUP_AREA' ? 'meeting.pickupTitle' : 'meeting.title')}>
        <MeetingPoint location={location.data ?? product.meetingPoint} />
      </DetailSection>
      <DetailSection title={t('details.languages')}>
        <Group gap="xs" data-testid="languages">
          <Text size="sm">{product.languages.map((code) => languageNames.of(code) ?? code).join(' · ')}</Text>
        </Group>
      </DetailSection>
      <DetailSection title={t('policy.title')}>
        <ActivityPolicy policy={product.cancellationPolicy} timeZone={product.timeZone} />
      </DetailSection>
    </Stack>
  );
}
