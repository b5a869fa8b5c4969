import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dealTotalNow, formatMoney, type DealExtra, type HotelDeal } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { ProposalExtraCard } from '../../../shared/proposal/proposal-extra-card';
import { Ltr } from '../../../shared/widgets/ltr';

/** An extra's price now against what was proposed, or why it cannot be had. */
function ExtraNow({ extra, currency }: { extra: DealExtra; currency: string }) {
  const { t } = useTranslation('hotel-deal');
  const money = (amount: number) => formatMoney({ amount, currency }, currentLanguage());
  if (extra.booking) return null;
  const { now } = extra;
  if (now.status === 'soldOut' || now.status === 'unavailable')
    return (
      <Alert color={now.status === 'soldOut' ? 'red' : 'yellow'} p="xs" data-testid="extra-state">
        {t(`extra.${now.status}`)}
      </Alert>
    );
  if (now.status === 'changed' && now.total !== null)
    return (
      <Text size="sm" c="var(--mantine-color-orange-text)" data-testid="extra-state">
        {t('extra.changed', { now: money(now.total), before: money(extra.total) })}
      </Text>
    );
  return (
    <Text size="sm" c="var(--mantine-color-teal-text)" data-testid="extra-state">
      {t('extra.unchanged')}
    </Text>
  );
}

/**
 * The flight, car rental and activity the agent proposed beside the hotels, each priced again
 * now, and what each hotel option comes to with them (the chosen one's, once chosen).
 */
export function DealExtras({ deal }: { deal: HotelDeal }) {
  const { t } = useTranslation('hotel-deal');
  const language = currentLanguage();
  if (deal.extras.length === 0) return null;
  const isPriced = deal.status !== 'expired' && deal.status !== 'booked' && deal.status !== 'disapproved';
  const options = deal.options
    .map((option, index) => ({ option, index }))
    .filter(({ index }) => deal.chosenOption === null || deal.chosenOption === index);
  return (
    <Stack gap="md" component="section" aria-labelledby="deal-extras" data-testid="deal-extras">
      <Title order={2} size="h3" id="deal-extras">
        {t('extra.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(deal.extras.length, 3) }} spacing="lg">
        {deal.extras.map((extra) => (
          <ProposalExtraCard key={extra.kind} extra={extra} currency={deal.currency}>
            {isPriced && <ExtraNow extra={extra} currency={deal.currency} />}
          </ProposalExtraCard>
        ))}
      </SimpleGrid>
      {isPriced && (
        <Paper withBorder p="md" radius="md" data-testid="deal-totals">
          <Stack gap={4}>
            {options.map(({ option, index }) => {
              const total = dealTotalNow(option, deal.extras);
              return (
                <Text key={index} fw={600}>
                  {t('extra.total', { number: index + 1, hotel: option.hotel.name })}{' '}
                  {total.amount === null ? (
                    <Text component="span" c="dimmed">
                      {t('extra.noTotal')}
                    </Text>
                  ) : (
                    <Ltr>{formatMoney({ amount: total.amount, currency: deal.currency }, language)}</Ltr>
                  )}
                  {total.amount !== null && !total.isComplete && (
                    <Text component="span" size="sm" c="dimmed">
                      {' '}
                      {t('extra.partial')}
                    </Text>
                  )}
                </Text>
              );
            })}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
