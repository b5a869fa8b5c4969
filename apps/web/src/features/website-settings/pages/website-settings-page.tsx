import { Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { isManagerType } from '@travel/contracts';
import { useSession } from '../../../shared/session/session-context';
import { useAgencySettings } from '../api/get-agency-settings';
import { WebsiteSettingsForm } from '../components/website-settings-form';
import classes from '../components/website-settings.module.css';

/** Website settings (owners and admins; their first log-in lands here): how the agency's site looks. */
export function WebsiteSettingsPage() {
  const { t } = useTranslation('website');
  const { profile, isLoadingProfile } = useSession();
  const isManager = profile !== null && isManagerType(profile.userType);
  if (isLoadingProfile) return <PageLoader label={t('common:common.loading')} />;
  return (
    <Container size="lg" py="xl" w="100%" className={classes.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {isManager ? (
          <SettingsLoader />
        ) : (
          <Alert color="yellow" data-testid="website-settings-forbidden">
            {t('managersOnly')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function SettingsLoader() {
  const { t } = useTranslation('website');
  const agency = useAgencySettings();
  // A new answer from the server (after a save) starts the form again from it.
  if (agency.data) return <WebsiteSettingsForm key={agency.dataUpdatedAt} agency={agency.data} />;
  if (agency.isError) return <Text c="red">{t('common:common.somethingWentWrong')}</Text>;
  return <PageLoader label={t('common:common.loading')} />;
}

function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
