import { Group, Input, Select, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import type { SettingsForm } from '../lib/use-settings-form';
import type { TextField } from '../lib/settings-values';
import { ColourField } from './colour-field';
import { HeroPreview } from './hero-preview';
import { MediaField } from './media-field';
import { SettingsSection } from './settings-section';

const MEDIA = [
  { field: 'backgroundImage', label: 'hero.backgroundImage', hint: 'hero.backgroundImageHint' },
  { field: 'backgroundVideo', label: 'hero.backgroundVideo', hint: 'hero.backgroundVideoHint' },
  { field: 'mobileBackgroundImage', label: 'hero.mobileBackgroundImage', hint: 'hero.mobileBackgroundImageHint' },
] as const;

/** The top of the home page: texts and their colours, background, overlay; with a live preview. */
export function HeroSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  const colour = (field: Extract<TextField, 'headingColor' | 'subHeadingColor'>) => ({
    value: form.values[field],
    error: form.errorOf(field),
    onChange: (value: string) => form.setValue(field, value),
    onBlur: form.textField(field).onBlur,
  });
  return (
    <SettingsSection id="hero" title={t('hero.title')} text={t('hero.text')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <TextInput label={t('hero.heading')} required {...form.textField('heading')} />
          <TextInput label={t('hero.subHeading')} {...form.textField('subHeading')} />
          <Select
            label={t('hero.textLanguage')}
            description={t('hero.textLanguageHint')}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            value={form.values.textLanguage}
            onChange={(value) => value && form.setValue('textLanguage', value, true)}
            allowDeselect={false}
            error={form.errorOf('textLanguage')}
            data-testid="text-language"
          />
          <SimpleGrid cols={2} spacing="md">
            <ColourField label={t('hero.headingColor')} {...colour('headingColor')} />
            <ColourField label={t('hero.subHeadingColor')} {...colour('subHeadingColor')} />
          </SimpleGrid>
          <Input.Wrapper
            label={
              <Group gap={6} component="span">
                {t('hero.overlay')}
                <Text component="span" size="sm" c="dimmed" data-testid="overlay-value">
                  {t('hero.overlayValue', { value: form.values.backgroundOverlay })}
                </Text>
              </Group>
            }
            labelElement="div"
            description={t('hero.overlayHint')}
            error={form.errorOf('backgroundOverlay')}
          >
            <Slider
              mt="xs"
              min={0}
              max={100}
              step={1}
              value={form.values.backgroundOverlay}
              onChange={(value) => form.setValue('backgroundOverlay', value, true)}
              label={(value) => t('hero.overlayValue', { value })}
              thumbLabel={t('hero.overlay')}
            />
          </Input.Wrapper>
        </Stack>
        <HeroPreview values={form.values} />
      </SimpleGrid>
      {MEDIA.map(({ field, label, hint }) => (
        <MediaField
          key={field}
          label={t(label)}
          description={t(hint)}
          uploadField={field}
          {...form.textField(field)}
          onUploaded={(url) => form.setValue(field, url, true)}
        />
      ))}
    </SettingsSection>
  );
}
