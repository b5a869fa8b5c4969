import { Alert, Button, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { CardFieldError, tokenizeCard } from '../api/tokenize-card';

type Field = CardFieldError['field'];

const TEST_CARDS: Array<[string, string]> = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficientFunds'],
  ['4000 0000 0000 3220', 'challenge'],
];

/**
 * The card form. The card goes straight to the payment gateway, which answers a token; only the
 * token reaches our API, so the card number never enters our servers' database or logs.
 */
export function CardForm({
  amountLabel,
  isPaying,
  error,
  onToken,
}: {
  amountLabel: string;
  isPaying: boolean;
  error: string | null;
  onToken(token: string): void;
}) {
  const { t } = useTranslation('checkout');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [fieldError, setFieldError] = useState<Field | null>(null);
  const [isTokenizing, setTokenizing] = useState(false);
  const isActive = useIsAgencyActive();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isActive) return;
    const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
    setFieldError(null);
    setTokenizing(true);
    try {
      const { token } = await tokenizeCard({
        number: card.number,
        expMonth: Number(month),
        expYear: 2000 + Number(year.slice(-2)),
        cvc: card.cvc,
        name: card.name,
      });
      onToken(token);
    } catch (failure) {
      setFieldError(failure instanceof CardFieldError ? failure.field : 'number');
    } finally {
      setTokenizing(false);
    }
  };

  const errorFor = (field: Field) => (fieldError === field ? t(`card.invalid.${field}`) : undefined);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="card-form">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('card.name')}
          autoComplete="cc-name"
          value={card.name}
          onChange={(e) => setCard({ ...card, name: e.currentTarget.value })}
          error={errorFor('name')}
          required
        />
        <TextInput
          label={t('card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
          error={errorFor('number')}
          required
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('card.expiry')}
            placeholder="MM/YY"
            autoComplete="cc-exp"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
            error={errorFor('expiry')}
            required
          />
          <TextInput
            label={t('card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
            error={errorFor('cvc')}
            required
          />
        </SimpleGrid>
        <Button type="submit" size="md" loading={isTokenizing || isPaying} disabled={!isActive}>
          {t('card.pay', { amount: amountLabel })}
        </Button>
        <Text size="xs" c="dimmed">
          {t('card.testCards')}
        </Text>
        <List size="xs" c="dimmed" spacing={0}>
          {TEST_CARDS.map(([number, outcome]) => (
            <List.Item key={number}>
              {number}: {t(`card.outcomes.${outcome}`)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </form>
  );
}
