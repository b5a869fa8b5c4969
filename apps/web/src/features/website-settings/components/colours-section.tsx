import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { readableOn, validateHexColor } from '@travel/contracts';
import type { SettingsForm } from '../lib/use-settings-form';
import { ColourField } from './colour-field';
import { SettingsSection } from './settings-section';
import classes from './website-settings.module.css';

/** The brand colour, with a sample of a button painted in it. */
export function ColoursSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  const colour = form.values.primaryColor.trim();
  const isValid = validateHexColor(colour) === null;
  return (
    <SettingsSection id="colours" title={t('colours.title')} text={t('colours.text')}>
      <ColourField
        label={t('colours.primaryColor')}
        description={t('colours.primaryHint')}
        value={form.values.primaryColor}
        error={form.errorOf('primaryColor')}
        onChange={(value) => form.setValue('primaryColor', value)}
        onBlur={form.textField('primaryColor').onBlur}
      />
      {isValid && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('colours.sample')}
          </Text>
          <span
            className={classes.sample}
            style={{ background: colour, color: readableOn(colour) }}
            data-testid="colour-sample"
          >
            {t('common:landing.bookNow')}
          </span>
        </Group>
      )}
    </SettingsSection>
  );
}
