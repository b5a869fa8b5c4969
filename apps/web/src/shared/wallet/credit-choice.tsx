import { Checkbox, NumberInput, Stack, Text } from '@mantine/core';
import { currencyDecimals, formatMoney, majorUnitsOf, maxCreditFor, minorUnitsOf } from '@travel/contracts';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { Ltr } from '../widgets/ltr';
import { balanceIn, useWallet } from './wallet-api';

/**
 * "Use my credit": the signed-in user's reward credit in the booking's currency, and how much of
 * it to spend (up to the balance and the total; all of it by default). Nothing when the wallet
 * is off or holds no credit in that currency.
 */
export function CreditChoice({
  total,
  currency,
  value,
  onChange,
  disabled,
}: {
  total: number;
  currency: string;
  /** The credit chosen, in minor units (0: none). */
  value: number;
  onChange(credit: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet({ kind: 'me' }, 0, { silent: true });
  const language = currentLanguage();
  const balance = balanceIn(wallet.data, currency);
  const max = maxCreditFor(total, balance);
  if (!wallet.data?.isEnabled || max <= 0) return null;
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  return (
    <Stack gap="xs" data-testid="credit-choice">
      <Checkbox
        label={t('pay.useCredit')}
        description={
          <>
            <Ltr>{t('pay.available', { amount: money(balance) })}</Ltr> {t('pay.currencyNote', { currency })}
          </>
        }
        checked={value > 0}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? max : 0)}
      />
      {value > 0 && (
        <>
          <NumberInput
            label={t('pay.amount')}
            value={majorUnitsOf(value, currency)}
            min={0}
            max={majorUnitsOf(max, currency)}
            decimalScale={currencyDecimals(currency)}
            fixedDecimalScale
            clampBehavior="strict"
            suffix={` ${currency}`}
            disabled={disabled}
            onChange={(next) => onChange(Math.min(max, Math.max(0, minorUnitsOf(Number(next) || 0, currency))))}
            maw={240}
            data-testid="credit-amount"
          />
          <Text size="sm">
            <Ltr>{t('pay.rest', { amount: money(total - value) })}</Ltr>
          </Text>
        </>
      )}
    </Stack>
  );
}
