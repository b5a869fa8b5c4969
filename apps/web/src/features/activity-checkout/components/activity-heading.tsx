import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/react';
import type { ActivityProductSummary } from '@travel/contracts';
import { durationParts } from '../../../shared/activity/activity-format';
import { Ltr } from '../../../shared/widgets/ltr';

/** The product's title, place, rating, duration and flags (special offer, free cancellation…). */
export function ActivityHeading({
  product,
}: {
  product: Pick<
    ActivityProductSummary,
    'title' | 'destinationName' | 'rating' | 'reviewCount' | 'duration' | 'flags' | 'confirmationType'
  >;
}) {
  const { t } = useTranslation('activity-booking');
  const duration = durationParts(product.duration.fromMinutes, product.duration.toMinutes);
  return (
    <Stack gap={6}>
      <Title order={1} size="h2">
        {product.title}
      </Title>
      <Group gap="md" c="dimmed">
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{product.destinationName}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text size="sm" data-testid="activity-rating">
            {t('rating', { rating: product.rating.toFixed(1), count: product.reviewCount })}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm" data-testid="activity-duration">
            <Ltr>{t(duration.key, duration.values)}</Ltr>
          </Text>
        </Group>
      </Group>
      {product.flags.length > 0 && (
        <Group gap="xs">
          {product.flags.map((flag) => (
            <Badge key={flag} variant="light" color={flag === 'FREE_CANCELLATION' ? 'teal' : 'blue'}>
              {t(`flags.${flag}`)}
            </Badge>
          ))}
          {product.confirmationType === 'MANUAL' && (
            <Badge variant="light" color="orange">
              {t('flags.MANUAL')}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}
