import { Button, Group, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatMoney, majorUnitsOf, minorUnitsOf } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { Ltr } from '../../../shared/widgets/ltr';
import { useApprovalLimit, useUpdateApprovalLimit } from '../api/approvals';

/**
 * The agency's approval limit: a restricted agent's booking over it waits in the queue. Shown, and
 * changed in place (major units in the box, minor units to the server); the server's refusal of a
 * field shows at the field.
 */
export function ApprovalLimitCard() {
  const { t } = useTranslation('approvals');
  const limit = useApprovalLimit();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="approval-limit-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="approval-limit-title">
          {t('limit.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('limit.help')}
        </Text>
        {!limit.data ? (
          limit.isError ? (
            <Text c="red" role="alert">
              {t('common:common.somethingWentWrong')}
            </Text>
          ) : (
            <Skeleton h={28} w={160} />
          )
        ) : editing ? (
          <LimitForm
            amount={majorUnitsOf(limit.data.amount, limit.data.currency)}
            currency={limit.data.currency}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Group gap="sm">
            <Text fw={700} size="lg" data-testid="approval-limit">
              <Ltr>{formatMoney(limit.data, currentLanguage())}</Ltr>
            </Text>
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {t('limit.edit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The language's thousands and decimal separators, for the amount box ('1.500,50' in pt). */
function separatorsOf(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(1000.5);
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

interface LimitFormProps {
  amount: number;
  currency: string;
  onDone(): void;
}

function LimitForm({ amount: initialAmount, currency: initialCurrency, onDone }: LimitFormProps) {
  const { t } = useTranslation('approvals');
  const [amount, setAmount] = useState<number | string>(initialAmount);
  const [currency, setCurrency] = useState(initialCurrency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateApprovalLimit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = currency.trim().toUpperCase();
    if (amount === '' || typeof amount !== 'number') {
      setErrors({ amount: t('limit.required') });
      return;
    }
    setErrors({});
    update.mutate(
      { amount: minorUnitsOf(amount, /^[A-Z]{3}$/.test(code) ? code : 'USD'), currency: code },
      {
        onSuccess: () => {
          void notify(t('limit.saved'), 'success');
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.details);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('limit.title')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label={t('limit.amount')}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          min={0}
          {...separatorsOf(currentLanguage())}
          w={180}
          data-autofocus
        />
        <TextInput
          label={t('limit.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.currentTarget.value)}
          error={errors.currency}
          maxLength={3}
          w={100}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" loading={update.isPending}>
            {t('limit.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
