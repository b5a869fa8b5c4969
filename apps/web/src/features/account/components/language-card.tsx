import { Paper, Select, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type UserProfile } from '@travel/contracts';
import { changeLanguage as changeUiLanguage, currentLanguage } from '../../../shared/i18n/i18n';
import { notify, showErrorToast } from '../../../shared/ui/notify';
import { changeLanguage } from '../api/change-language';

/** The account's language: the site switches now, and mail follows it. */
export function LanguageCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const onChange = async (value: string | null) => {
    if (!isLanguage(value)) return;
    try {
      const { message } = await changeLanguage(value);
      await changeUiLanguage(value);
      void notify(message, 'success');
    } catch (error) {
      showErrorToast(error);
    }
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="language-title">
      <Title order={2} size="h4" id="language-title" mb="md">
        {t('language.title')}
      </Title>
      <Select
        label={t('language.label')}
        data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        defaultValue={profile.language ?? currentLanguage()}
        onChange={(value) => void onChange(value)}
        allowDeselect={false}
      />
    </Paper>
  );
}
