import { Badge, Button, Card, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatMoney, type Duration, type Plan, type PlanType } from '@travel/contracts';
import { useTranslation } from '../i18n/react';
import { currentLanguage } from '../i18n/i18n';
import { Ltr } from '../widgets/ltr';

/** The monthly / annual switch over the plans. */
export function DurationSwitch({
  value,
  onChange,
  annualDiscountPercent,
}: {
  value: Duration;
  onChange(value: Duration): void;
  annualDiscountPercent: number;
}) {
  const { t } = useTranslation('billing');
  return (
    <SegmentedControl
      aria-label={t('plans.period')}
      value={value}
      onChange={(next) => onChange(next === 'annual' ? 'annual' : 'monthly')}
      data={[
        { value: 'monthly', label: t('plans.monthly') },
        { value: 'annual', label: t('plans.annual', { percent: annualDiscountPercent }) },
      ]}
      data-testid="duration-switch"
    />
  );
}

/**
 * The plans of one period side by side: price, what is included, and an action per plan (choose,
 * or 'Current plan'). Used by the pricing page and the subscription page alike.
 */
export function PlanCards({
  plans,
  duration,
  taxPercent,
  current,
  action,
}: {
  plans: readonly Plan[];
  duration: Duration;
  taxPercent: number;
  /** The agency's plan, marked and not offered again. */
  current?: { planType: PlanType; duration: Duration } | null;
  action?: { label: string; onSelect(plan: Plan): void; isBusy?: boolean };
}) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {plans
        .filter((plan) => plan.duration === duration)
        .map((plan) => {
          const isCurrent = current?.planType === plan.planType && current.duration === plan.duration;
          return (
            <Card key={plan.planType} withBorder padding="lg" data-testid={`plan-${plan.planType}`}>
              <Stack gap="sm">
                <Title order={3}>
                  {t(`plans.names.${plan.planType}`)}{' '}
                  {isCurrent && (
                    <Badge color="green" variant="light">
                      {t('plans.current')}
                    </Badge>
                  )}
                </Title>
                <Text fz="xl" fw={700}>
                  <Ltr>{formatMoney(plan.price, language)}</Ltr>{' '}
                  <Text span c="dimmed" fz="sm" fw={400}>
                    {t(duration === 'annual' ? 'plans.perYear' : 'plans.perMonth')}
                  </Text>
                </Text>
                {duration === 'annual' && (
                  <Text c="dimmed" fz="sm">
                    {t('plans.insteadOf')} <Ltr>{formatMoney(plan.monthlyEquivalent, language)}</Ltr>
                  </Text>
                )}
                <Text c="dimmed" fz="sm">
                  {t('plans.plusTax', { percent: taxPercent })}
                </Text>
                <List spacing={4} icon={<IconCheck size={16} aria-hidden />}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{t(`features.${feature}`)}</List.Item>
                  ))}
                </List>
                {action && !isCurrent && (
                  <Button onClick={() => action.onSelect(plan)} loading={action.isBusy ?? false}>
                    {action.label}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
    </SimpleGrid>
  );
}
