import { Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/react';
import { WalletView } from '../../../shared/wallet/wallet-view';
import type { PeopleKind } from '../api/people';

/** A client's or agent's reward wallet on their page: balance and history (owners and admins). */
export function PersonWallet({ kind, id }: { kind: PeopleKind; id: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="person-wallet">
      <Title order={2} size="h4" id="person-wallet" mb="sm">
        {t('title')}
      </Title>
      <WalletView owner={{ kind, id }} headingLevel={3} />
    </Paper>
  );
}
