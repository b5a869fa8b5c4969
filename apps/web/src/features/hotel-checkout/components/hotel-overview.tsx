import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { formatHotelDate } from '../../../shared/hotel/hotel-format';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import type { HotelDetails } from '../api/hotel-details';

/** The hotel's name, stars, guest score, address and distance, and the searched stay. */
export function HotelHeading({ hotel, nights }: { hotel: HotelDetails; nights: number | null }) {
  const { t } = useTranslation(['hotel-booking', 'hotel-vocabulary']);
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {hotel.name}
      </Title>
      <Group gap="sm" wrap="wrap">
        <Text c="yellow.7" aria-label={t('stars', { count: hotel.stars })} role="img" data-testid="hotel-stars">
          {'★'.repeat(hotel.stars)}
        </Text>
        <Badge variant="light" size="lg" data-testid="guest-score">
          <Ltr>{t('score', { score: number.format(hotel.guestScore) })}</Ltr>
        </Badge>
        <Text size="sm" c="dimmed">
          {t('reviews', { count: hotel.reviewCount, formatted: number.format(hotel.reviewCount) })}
        </Text>
      </Group>
      <Text size="sm">
        <Ltr>{[hotel.address.line, hotel.address.postalCode, hotel.address.city].filter(Boolean).join(', ')}</Ltr> ·{' '}
        {t('distance', { km: number.format(hotel.distanceFromCentreKm) })}
      </Text>
      <Text size="sm" fw={600} data-testid="searched-stay">
        <Ltr>
          {formatHotelDate(hotel.startAndEndDate.start, language)} –{' '}
          {formatHotelDate(hotel.startAndEndDate.end, language)}
        </Ltr>
        {nights !== null && ` · ${t('nights', { count: nights })}`}
      </Text>
    </Stack>
  );
}

/** What the hotel says of itself: description, facilities, room amenities, times and house rules. */
export function HotelAbout({ hotel }: { hotel: HotelDetails }) {
  const { t } = useTranslation(['hotel-booking', 'hotel-vocabulary']);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailSection title={t('about')}>
        <Stack gap="xs">
          {hotel.description.split(/\n\n+/).map((paragraph) => (
            <Text size="sm" key={paragraph.slice(0, 40)}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </DetailSection>
      <Stack gap="md">
        <DetailSection title={t('facilitiesTitle')}>
          <Group gap={6} data-testid="hotel-facilities">
            {hotel.facilities.map((code) => (
              <Badge key={code} variant="default" radius="sm">
                {t(`hotel-vocabulary:facilities.${code}`, { defaultValue: code })}
              </Badge>
            ))}
          </Group>
          {hotel.roomAmenities.length > 0 && (
            <Text size="sm" mt="xs">
              {t('roomAmenities', {
                amenities: hotel.roomAmenities.map((code) => t(`amenities.${code}`, { defaultValue: code })).join(', '),
              })}
            </Text>
          )}
        </DetailSection>
        <DetailSection title={t('policiesTitle')}>
          <Text size="sm" fw={600} data-testid="check-times">
            <Ltr>{t('checkTimes', { checkIn: hotel.checkInFrom, checkOut: hotel.checkOutUntil })}</Ltr>
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {hotel.policies.map((policy) => (
              <List.Item key={policy}>{policy}</List.Item>
            ))}
          </List>
        </DetailSection>
      </Stack>
    </SimpleGrid>
  );
}
