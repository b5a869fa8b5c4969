import { Alert, Button, List, Loader, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconBrandMastercard, IconBrandVisa, IconCreditCard } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useIsAgencyActive } from '../../agency/agency-context';
import { useFocusFirstInvalid } from '../../ui/focus-first-invalid';
import { CardFieldError, type CardGatewayClient } from '../../payments/card-gateway';
import { cardGatewayClient, usePaymentGateway } from '../../payments/get-payment-gateway';
import type { PaymentGateway } from '@travel/contracts';
import {
  CARD_FIELDS,
  cardBrandOf,
  cardFieldError,
  expiryParts,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isPlainlyWrong,
  type CardBrand,
  type CardField,
  type CardValues,
} from './card-fields';

const TEST_CARDS: Array<[string, string]> = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficientFunds'],
  ['4000 0000 0000 3220', 'challenge'],
];

const EMPTY: CardValues = { name: '', number: '', expiry: '', cvc: '' };

/** The brand's mark beside the number, its name for screen readers; a plain card until one is known. */
function BrandMark({ brand }: { brand: CardBrand | null }) {
  const Icon =
    brand?.type === 'visa' ? IconBrandVisa : brand?.type === 'mastercard' ? IconBrandMastercard : IconCreditCard;
  return (
    <span data-testid="card-brand" data-brand={brand?.type ?? ''} title={brand?.name}>
      <Icon size={22} aria-hidden />
      {brand && <VisuallyHidden>{brand.name}</VisuallyHidden>}
    </span>
  );
}

/** The props of the card form, whichever gateway takes the card. */
interface CardFormProps {
  amountLabel: string;
  /** The button's words when it does not pay now (saving a card for later charges). */
  submitLabel?: string;
  isPaying: boolean;
  error: string | null;
  onToken(token: string): void;
}

/**
 * The card form of the server's current gateway (`GET /api/getCurrentPaymentGateway`, asked once
 * per page): its client adapter tokenises the card. While it is asked, a loader; when the call
 * fails, an error with a retry; a gateway this app has no client for, a clear message.
 */
export function CardForm(props: CardFormProps) {
  const { t } = useTranslation('checkout');
  const gateway = usePaymentGateway();
  if (gateway.isPending)
    return (
      <Stack align="center" py="md" data-testid="card-gateway-loading">
        <Loader size="sm" aria-label={t('card.gateway.loading')} />
      </Stack>
    );
  if (gateway.isError)
    return (
      <Alert color="red" role="alert" title={t('card.gateway.failedTitle')} data-testid="card-gateway-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('card.gateway.failed')}</Text>
          <Button size="xs" variant="light" loading={gateway.isFetching} onClick={() => void gateway.refetch()}>
            {t('card.gateway.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const client = cardGatewayClient(gateway.data.gateway);
  if (!client)
    return (
      <Alert color="red" role="alert" title={t('card.gateway.unknownTitle')} data-testid="card-gateway-error">
        {t('card.gateway.unknown', { name: gateway.data.gateway })}
      </Alert>
    );
  return <GatewayCardForm {...props} gateway={gateway.data} client={client} />;
}

/**
 * The card fields. The card goes straight to the payment gateway, which answers a token; only the
 * token reaches our API, so the card number never enters our servers' database or logs.
 *
 * Fields shape and check themselves as typed (number in groups with its brand and Luhn check,
 * expiry MM/YY, security code by brand): an error shows as soon as a value can no longer be
 * right, else once the field is left; Pay shows every error and focuses the first.
 */
function GatewayCardForm({
  amountLabel,
  submitLabel,
  isPaying,
  error,
  onToken,
  gateway,
  client,
}: CardFormProps & { gateway: PaymentGateway; client: CardGatewayClient }) {
  const { t } = useTranslation('checkout');
  const [card, setCard] = useState<CardValues>(EMPTY);
  const [left, setLeft] = useState<Partial<Record<CardField, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  /** The field the gateway refused, until it is typed in again. */
  const [gatewayError, setGatewayError] = useState<CardField | null>(null);
  const [isTokenizing, setTokenizing] = useState(false);
  const isActive = useIsAgencyActive();
  const { ref: formRef, focusAfterRender: focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const brand = cardBrandOf(card.number);

  const errorKeyOf = (field: CardField): string | null => {
    const today = new Date();
    if (gatewayError === field) return `card.invalid.${field}`;
    if (!isSubmitted && !left[field] && !isPlainlyWrong(field, card, today)) return null;
    return cardFieldError(field, card, today);
  };
  const errorFor = (field: CardField) => {
    const key = errorKeyOf(field);
    return key ? t(key, { count: brand?.codeSize ?? 3 }) : undefined;
  };
  const change = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (gatewayError === field) setGatewayError(null);
  };
  const fieldProps = (field: CardField) => ({
    value: card[field],
    error: errorFor(field),
    onBlur: () => setLeft((current) => ({ ...current, [field]: true })),
    required: true,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isActive) return;
    setSubmitted(true);
    setGatewayError(null);
    const today = new Date();
    if (CARD_FIELDS.some((field) => cardFieldError(field, card, today) !== null)) {
      focusFirstInvalid();
      return;
    }
    const { month, year } = expiryParts(card.expiry) ?? { month: 0, year: 0 };
    setTokenizing(true);
    try {
      const { token } = await client.tokenize(
        {
          number: card.number.replace(/\s/g, ''),
          expMonth: month,
          expYear: year,
          cvc: card.cvc,
          name: card.name.trim(),
        },
        gateway,
      );
      onToken(token);
    } catch (failure) {
      setGatewayError(failure instanceof CardFieldError ? failure.field : 'number');
      focusFirstInvalid();
    } finally {
      setTokenizing(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="card-form"
      data-gateway={gateway.gateway}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('card.name')}
          autoComplete="cc-name"
          onChange={(e) => change('name', e.currentTarget.value)}
          {...fieldProps('name')}
        />
        <TextInput
          label={t('card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          onChange={(e) => change('number', formatCardNumber(e.currentTarget.value))}
          rightSection={<BrandMark brand={brand} />}
          {...fieldProps('number')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('card.expiry')}
            placeholder={t('card.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            onChange={(e) => change('expiry', formatExpiry(e.currentTarget.value))}
            {...fieldProps('expiry')}
          />
          <TextInput
            label={t('card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            description={t('card.cvcDigits', { count: brand?.codeSize ?? 3 })}
            onChange={(e) => change('cvc', formatCvc(e.currentTarget.value, brand))}
            {...fieldProps('cvc')}
          />
        </SimpleGrid>
        <Button type="submit" size="md" loading={isTokenizing || isPaying} disabled={!isActive}>
          {submitLabel ?? t('card.pay', { amount: amountLabel })}
        </Button>
        {client.hasTestCards && (
          <>
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
          </>
        )}
      </Stack>
    </form>
  );
}
