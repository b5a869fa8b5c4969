import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
