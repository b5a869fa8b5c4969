import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney, type ClientDetail } from '@travel/contracts';
import { formatInstant } from '../../../shared/format/booking';
import { formatMarkup } from '../../../shared/format/markup';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';
import type { PeopleKind } from '../api/people';
import { StatusSwitch } from './status-switch';
import { WalletSwitch } from './wallet-switch';

interface PersonProfileProps {
  kind: PeopleKind;
  detail: Pick<ClientDetail, 'markup' | 'isRewardWalletEnable'> & { person: ClientDetail['client'] };
  canChangeStatus: boolean;
  canChangeWallet: boolean;
  /** More controls (resend verification, restricted switch, promote). */
  children?: ReactNode;
}

/** A client's or agent's profile: contact, status, verification, markup in force, reward wallet. */
export function PersonProfile({ kind, detail, canChangeStatus, canChangeWallet, children }: PersonProfileProps) {
  const { t } = useTranslation('people');
  const language = currentLanguage();
  const { person, markup } = detail;
  const markupText = formatMarkup(
    { markupType: markup.markupType, markup: markup.markupValue },
    markup.currency,
    language,
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="person-profile">
      <Stack gap="sm">
        <Title order={2} size="h4" id="person-profile">
          {t('detail.profile')}
        </Title>
        <Group gap="xs">
          <Text fw={600}>
            <Ltr>{person.email}</Ltr>
          </Text>
          <Badge color={person.isVerified ? 'green' : 'yellow'} variant="light">
            {person.isVerified ? t('detail.verified') : t('table.unverified')}
          </Badge>
          {person.isRestrictedAgent && <Badge variant="light">{t('agents.restricted')}</Badge>}
        </Group>
        {person.phone && (
          <Text size="sm">
            {t('detail.phone')}: <Ltr>{person.phone}</Ltr>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('detail.joined', { date: formatInstant(person.createdAt, language) })}
          {person.lastLoginAt && ` · ${t('detail.lastLogin', { date: formatInstant(person.lastLoginAt, language) })}`}
        </Text>
        <Text size="sm" data-testid="person-markup">
          {t(markup.isDefault ? 'detail.markupDefault' : 'detail.markupOwn', {
            markup: markupText,
            fee: formatMoney({ amount: markup.agencyFee, currency: markup.currency }, language),
          })}
        </Text>
        <StatusSwitch kind={kind} person={person} disabled={!canChangeStatus} />
        <WalletSwitch kind={kind} person={person} isEnabled={detail.isRewardWalletEnable} disabled={!canChangeWallet} />
        {children}
      </Stack>
    </Paper>
  );
}
