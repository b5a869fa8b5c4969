import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { clampRating } from '@travel/contracts';

const MAX_STARS = 5;

export interface StarRatingProps {
  /** Any number; shown clamped to 0..5 and rounded to whole stars. */
  value: number;
  /** Star size in pixels. */
  size?: number;
}

/**
 * A read-only rating. Supplier ratings arrive as decimals or out of range, so they are clamped
 * and rounded here once; the stars are one image with a spoken name, not five.
 */
export function StarRating({ value, size = 16 }: StarRatingProps) {
  const { t } = useTranslation('widgets');
  const stars = clampRating(value);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('rating.label', { value: stars, max: MAX_STARS })}>
      {Array.from({ length: MAX_STARS }, (_, index) =>
        index < stars ? (
          <IconStarFilled key={index} size={size} color="var(--mantine-color-yellow-6)" aria-hidden data-filled />
        ) : (
          <IconStar key={index} size={size} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}
