import { ActionIcon, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { HotelDetails } from '../api/hotel-details';
import classes from './hotel-gallery.module.css';

type GalleryImage = HotelDetails['images'][number];

/**
 * The hotel's pictures, one at a time with its caption, moved with the buttons, the thumbnails
 * or the arrow keys (the arrows follow the reading direction); the caption is announced.
 */
export function HotelGallery({ images, hotelName }: { images: GalleryImage[]; hotelName: string }) {
  const { t } = useTranslation('hotel-booking');
  const [index, setIndex] = useState(0);
  const image = images[index];
  if (!image) return null;
  const go = (step: number) => setIndex((current) => (current + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go((event.key === 'ArrowRight') !== isRtl ? 1 : -1);
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label', { hotel: hotelName })}
      onKeyDown={onKeyDown}
      data-testid="hotel-gallery"
    >
      <Stack gap="xs">
        <figure className={classes.figure}>
          <Image src={image.url} alt={image.caption} radius="sm" className={classes.picture} />
          <Group justify="space-between" wrap="nowrap" mt={6}>
            <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={t('gallery.previous')}>
              <IconChevronLeft size={18} className={classes.flip} aria-hidden />
            </ActionIcon>
            <Text component="figcaption" size="sm" ta="center" aria-live="polite" data-testid="gallery-caption">
              {image.caption} · {t('gallery.position', { position: index + 1, count: images.length })}
            </Text>
            <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('gallery.next')}>
              <IconChevronRight size={18} className={classes.flip} aria-hidden />
            </ActionIcon>
          </Group>
        </figure>
        <Group gap={6} wrap="nowrap" className={classes.thumbs}>
          {images.map((thumb, thumbIndex) => (
            <UnstyledButton
              key={thumb.url}
              onClick={() => setIndex(thumbIndex)}
              aria-label={t('gallery.show', { caption: thumb.caption })}
              aria-current={thumbIndex === index}
              className={classes.thumb}
            >
              <Image src={thumb.url} alt="" h={56} w={84} radius="sm" />
            </UnstyledButton>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
