import { Alert, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { isManagerType } from '@travel/contracts';
import { useSession } from '../../../shared/session/session-context';
import { AgencyMarkupCard } from '../components/agency-markup-card';
import { UserMarkupCard } from '../components/user-markup-card';

/** Markup settings (owners and admins): the agency's default and per-user overrides. */
export function MarkupsPage() {
  const { t } = useTranslation('agency');
  const { profile, isLoadingProfile } = useSession();
  if (isLoadingProfile) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }
  if (!profile || !isManagerType(profile.userType)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" data-testid="markups-forbidden">
          {t('markups.managersOnly')}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('markups.title')}</Title>
          <Text c="dimmed">{t('markups.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AgencyMarkupCard />
          <UserMarkupCard />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
