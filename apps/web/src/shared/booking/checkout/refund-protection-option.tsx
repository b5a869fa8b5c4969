import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** The offer of refund protection at checkout, with what it costs. */
export function RefundProtectionOption({
  amountLabel,
  checked,
  onChange,
}: {
  amountLabel: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('protection.label', { amount: amountLabel })}
      description={t('protection.description')}
    />
  );
}
