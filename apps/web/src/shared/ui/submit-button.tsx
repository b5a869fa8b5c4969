import { Button } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAgencyActive } from '../agency/agency-context';

interface SubmitButtonProps {
  /** Every rule of the form passes, untouched fields included. */
  isValid: boolean;
  /** Sending, or done sending: disabled with no reason to give. */
  isBusy?: boolean;
  loading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * A form's submit button (spec section 5): disabled while the form is invalid or the agency is
 * not Active. A disabled button cannot be focused, so why it is disabled is its accessible
 * description, read by screen readers that reach it.
 */
export function SubmitButton({ isValid, isBusy = false, loading, fullWidth, children }: SubmitButtonProps) {
  const { t } = useTranslation();
  const isActive = useIsAgencyActive();
  const reasonId = useId();
  const reason = !isActive ? t('error.AGENCY_INACTIVE') : isValid ? null : t('form.incomplete');
  return (
    <>
      <Button
        type="submit"
        loading={loading}
        fullWidth={fullWidth}
        disabled={reason !== null || isBusy}
        aria-describedby={reason ? reasonId : undefined}
      >
        {children}
      </Button>
      {reason && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
    </>
  );
}
