import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { useSession } from '../../../shared/session/session-context';
import { Spinner } from '../../../shared/shell/spinner';
import { EmailCard } from '../components/email-card';
import { LanguageCard } from '../components/language-card';
import { PasswordCard } from '../components/password-card';
import { ProfileCard } from '../components/profile-card';

/** The signed-in person's account: profile, password, e-mail and language. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { profile } = useSession();
  if (!profile) return <Spinner />;
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('profile.pageTitle')}</Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProfileCard key={profile._id + profile.name} profile={profile} />
          <PasswordCard />
          <EmailCard profile={profile} />
          <LanguageCard profile={profile} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
