import { List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type FareConditions as Conditions } from '@travel/contracts';
import type { FareRules } from '@travel/contracts';

function conditionLines(t: TFunction<'flights'>, conditions: Conditions, language: string) {
  const money = (value: { amount: number; currency: string }) => formatMoney(value, language);
  return [
    {
      ok: conditions.checkedBags > 0,
      text:
        conditions.checkedBags > 0
          ? t('details.checkedBags', { count: conditions.checkedBags })
          : t('details.noCheckedBags'),
    },
    { ok: conditions.carryOn, text: t(conditions.carryOn ? 'details.carryOn' : 'details.noCarryOn') },
    { ok: conditions.seatSelection !== 'paid', text: t(`details.seats.${conditions.seatSelection}`) },
    {
      ok: conditions.changeable,
      text: !conditions.changeable
        ? t('details.notChangeable')
        : conditions.changeFee
          ? t('details.changeFee', { fee: money(conditions.changeFee) })
          : t('details.changeable'),
    },
    {
      ok: conditions.refundable,
      text: !conditions.refundable
        ? t('details.notRefundable')
        : conditions.cancellationPenalty
          ? t('details.refundPenalty', { penalty: money(conditions.cancellationPenalty) })
          : t('details.refundable'),
    },
  ];
}

/** The chosen fare family's conditions (bags, seats, changes, refunds) and its rules. */
export function FareConditions({ rules, isLoading }: { rules: FareRules | undefined; isLoading: boolean }) {
  const { t, i18n } = useTranslation('flights');
  if (isLoading) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" aria-hidden />
        {t('details.loadingRules')}
      </Text>
    );
  }
  if (!rules) return null;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('details.conditions')}
      </Title>
      <List spacing={4} size="sm" center>
        {conditionLines(t, rules.conditions, i18n.language).map((line) => (
          <List.Item
            key={line.text}
            icon={
              line.ok ? (
                <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : (
                <IconX size={16} color="var(--mantine-color-red-7)" aria-hidden />
              )
            }
          >
            {line.text}
          </List.Item>
        ))}
      </List>
      <Title order={3} size="h5">
        {t('details.rules')}
      </Title>
      <Stack gap={6}>
        {rules.rules.map((rule) => (
          <div key={rule.category} data-testid="fare-rule">
            <Text size="sm" fw={600}>
              {t(`details.ruleCategories.${rule.category}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {rule.sentences
                .map((sentence) =>
                  t(`details.ruleSentences.${sentence.key}`, {
                    count: sentence.count,
                    money: sentence.money ? formatMoney(sentence.money, i18n.language) : undefined,
                  }),
                )
                .join(' ')}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
