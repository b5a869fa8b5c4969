import { Textarea } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { LEGAL_PAGE_KEYS } from '@travel/contracts';
import type { SettingsForm } from '../lib/use-settings-form';
import { SettingsSection } from './settings-section';

/** The agency's privacy, cookies and disclaimer pages; an empty text hides the page and its link. */
export function LegalSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('website');
  return (
    <SettingsSection id="legal" title={t('legal.title')} text={t('legal.text')}>
      {LEGAL_PAGE_KEYS.map((key) => (
        <Textarea key={key} label={t(`common:footer.${key}`)} rows={6} resize="vertical" {...form.textField(key)} />
      ))}
    </SettingsSection>
  );
}
