import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSubmitReason } from '../shell/form/submit-reason';

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
  const { reason, reasonId } = useSubmitReason(isValid);
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
