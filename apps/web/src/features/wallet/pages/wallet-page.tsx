import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { WalletView } from '../../../shared/wallet/wallet-view';

/** `/wallet`: the signed-in user's reward wallet, its balance and history (reached from the user menu). */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <WalletView owner={{ kind: 'me' }} />
      </Stack>
    </Container>
  );
}
