import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { validateHexColor, validateMediaUrl } from '@travel/contracts';
import type { SettingsValues } from '../lib/settings-values';
import classes from './website-settings.module.css';

/** A colour that is safe to paint with, else the fallback. */
const paint = (value: string, fallback: string) => (validateHexColor(value) ? fallback : value.trim());

/** The hero as visitors will see it: heading and sub-heading in their colours over the overlay. */
export function HeroPreview({ values }: { values: SettingsValues }) {
  const { t } = useTranslation('website');
  const image = values.backgroundImage.trim();
  // Only a link the rules accept reaches the style: no quote or bracket can end url("...").
  const background = image && validateMediaUrl(image) === null ? `url("${image}")` : undefined;
  return (
    <figure className={classes.preview} data-testid="hero-preview">
      <div className={classes.hero} style={{ backgroundImage: background }}>
        <div
          className={classes.overlay}
          style={{ opacity: values.backgroundOverlay / 100 }}
          data-testid="hero-preview-overlay"
        />
        <div className={classes.heroText} lang={values.textLanguage}>
          <p className={classes.heroHeading} style={{ color: paint(values.headingColor, '#ffffff') }}>
            {values.heading}
          </p>
          {values.subHeading.trim() && (
            <p className={classes.heroSubHeading} style={{ color: paint(values.subHeadingColor, '#ffffff') }}>
              {values.subHeading}
            </p>
          )}
        </div>
      </div>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {t('hero.previewCaption')}
      </Text>
    </figure>
  );
}
