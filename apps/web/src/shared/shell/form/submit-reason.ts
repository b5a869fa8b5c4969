import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useIsAgencyActive } from '../../agency/agency-context';

/**
 * Why a form's submit button is disabled (spec section 5): the agency is not Active, or the form
 * is not valid yet. A disabled button cannot be focused, so the reason is its accessible
 * description, read by screen readers that reach it.
 */
export function useSubmitReason(isValid: boolean): { reason: string | null; reasonId: string } {
  const { t } = useTranslation();
  const isActive = useIsAgencyActive();
  const reasonId = useId();
  const reason = !isActive ? t('error.AGENCY_INACTIVE') : isValid ? null : t('form.incomplete');
  return { reason, reasonId };
}
