import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney, type ProposalDetailExtra } from '@travel/contracts';
import { formatLocalTime } from '../format/wall-clock';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { BookingStatusBadge } from '../widgets/booking-status';
import { Ltr } from '../widgets/ltr';

/**
 * A proposal's flight, car rental or activity (the agency's detail and the client's deal): what
 * it is, where and when (the place's wall clock), its price as proposed, its booking once made,
 * and what the screen adds below (the price now on the deal).
 */
export function ProposalExtraCard(props: { extra: ProposalDetailExtra; currency: string; children?: ReactNode }) {
  const { extra, currency, children } = props;
  const { t } = useTranslation('widgets');
  const language = currentLanguage();
  const headingId = `proposal-extra-${extra.kind}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-testid="proposal-extra">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase">
            {t(`proposalExtra.kind.${extra.kind}`)}
          </Text>
          {extra.booking && (
            <Group gap={6} data-testid="extra-booked">
              <Text size="sm">
                {t('proposalExtra.booked')} <Ltr>{extra.booking.referenceNumber}</Ltr>
              </Text>
              <BookingStatusBadge status={extra.booking.status} />
            </Group>
          )}
        </Group>
        <Title order={3} size="h5" id={headingId}>
          {extra.title}
        </Title>
        <Text size="sm">
          {extra.provider} · {extra.place}
        </Text>
        <Text size="sm" c="dimmed">
          <Ltr>
            {formatLocalTime(extra.start, language)}
            {extra.end && ` – ${formatLocalTime(extra.end, language)}`}
          </Ltr>
        </Text>
        <Text fw={700}>
          <Ltr>{formatMoney({ amount: extra.total, currency }, language)}</Ltr>
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
