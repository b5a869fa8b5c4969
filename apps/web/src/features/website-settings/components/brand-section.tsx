import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import type { SettingsForm } from '../lib/use-settings-form';
import { MediaField } from './media-field';
import { SettingsSection } from './settings-section';

/** The agency's name, logo and favicon. */
export function BrandSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  return (
    <SettingsSection id="brand" title={t('brand.title')} text={t('brand.text')}>
      <TextInput label={t('brand.agencyName')} required autoComplete="organization" {...form.textField('agencyName')} />
      <MediaField
        label={t('brand.logo')}
        description={t('brand.logoHint')}
        uploadField="logo"
        {...form.textField('logo')}
        onUploaded={(url) => form.setValue('logo', url, true)}
      />
      <MediaField
        label={t('brand.favicon')}
        description={t('brand.faviconHint')}
        uploadField="favicon"
        {...form.textField('favicon')}
        onUploaded={(url) => form.setValue('favicon', url, true)}
      />
    </SettingsSection>
  );
}
