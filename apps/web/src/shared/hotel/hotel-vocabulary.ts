import { useCallback } from 'react';
import { useTranslation } from '../i18n/react';

/**
 * A board (meal plan) in the reader's language, by its code (`hotel-vocabulary:boards.<CODE>`);
 * the supplier's own name (often English) only when the code is one we do not know.
 */
export function useBoardName(): (board: string, supplierName?: string) => string {
  const { t } = useTranslation('hotel-vocabulary');
  return useCallback(
    (board: string, supplierName?: string) => t(`boards.${board}`, { defaultValue: supplierName ?? board }),
    [t],
  );
}

/** A charge paid at the hotel, as the booking pages show it: its kind, wording and tax percentage. */
export interface PropertyFeeText {
  kind: string;
  label: string;
  percent?: number;
}

/**
 * What is paid at the hotel, named in the reader's language by its kind
 * (`hotel-vocabulary:propertyFees.<kind>`); the vendor's wording when the kind is one we do not know.
 */
export function usePropertyFeeName(): (fee: PropertyFeeText) => string {
  const { t } = useTranslation('hotel-vocabulary');
  return useCallback(
    (fee: PropertyFeeText) =>
      fee.kind === 'taxes' && fee.percent !== undefined
        ? t('propertyFees.taxes_percent', { percent: fee.percent })
        : t(`propertyFees.${fee.kind}`, { defaultValue: fee.label }),
    [t],
  );
}

/** A rate's discount in the reader's language by its kind and percentage; the vendor's wording otherwise. */
export function useDiscountName(): (discount: { label: string; kind?: string; percent?: number }) => string {
  const { t } = useTranslation('hotel-vocabulary');
  return useCallback(
    (discount: { label: string; kind?: string; percent?: number }) => {
      if (discount.kind === undefined) return discount.label;
      const name = t(`discounts.${discount.kind}`, { defaultValue: '' });
      if (!name) return discount.label;
      return discount.percent === undefined ? name : t('discounts.withPercent', { name, percent: discount.percent });
    },
    [t],
  );
}
