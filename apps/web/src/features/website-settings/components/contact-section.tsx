import { SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { SOCIAL_LINK_KEYS } from '@travel/contracts';
import type { SettingsForm } from '../lib/use-settings-form';
import { SettingsSection } from './settings-section';

/** The footer's contact details and social links; each shows only when filled in. */
export function ContactSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  return (
    <SettingsSection id="contact" title={t('contact.title')} text={t('contact.text')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('contact.email')} type="email" autoComplete="email" {...form.textField('contactEmailId')} />
        <TextInput label={t('contact.phone')} type="tel" autoComplete="tel" {...form.textField('contactPhoneNumber')} />
      </SimpleGrid>
      <Title order={3} size="h5" mt="xs">
        {t('contact.social')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SOCIAL_LINK_KEYS.map((key) => (
          <TextInput
            key={key}
            label={t(`common:footer.socialNames.${key}`)}
            placeholder="https://"
            inputMode="url"
            {...form.textField(key)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
