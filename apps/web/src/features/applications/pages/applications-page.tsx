import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { MailDomainCard } from '../components/mail-domain-card';

/** `/applications`: what the agency can switch on (owners and admins): its own mail domain. */
export function ApplicationsPage() {
  const { t } = useTranslation('links');
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('apps.title')}</Title>
          <Text c="dimmed">{t('apps.intro')}</Text>
        </Stack>
        <MailDomainCard />
      </Stack>
    </Container>
  );
}
