import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import classes from './activity.module.css';

/** The product's photos: the chosen one large, the others as buttons under it. */
export function ActivityGallery({ title, images }: { title: string; images: string[] }) {
  const { t } = useTranslation('activity-booking');
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  return (
    <Stack gap="xs" data-testid="activity-gallery">
      <Image
        src={main}
        alt={t('gallery.photo', { title, number: shown + 1, count: images.length })}
        radius="md"
        h={{ base: 220, sm: 360 }}
        fit="cover"
      />
      {images.length > 1 && (
        <Group gap="xs" wrap="nowrap" className={classes.thumbs}>
          {images.map((src, index) => (
            <UnstyledButton
              key={src}
              onClick={() => setShown(index)}
              aria-label={t('gallery.show', { number: index + 1, count: images.length })}
              aria-pressed={index === shown}
              className={classes.thumb}
            >
              <Image src={src} alt="" w={88} h={60} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
