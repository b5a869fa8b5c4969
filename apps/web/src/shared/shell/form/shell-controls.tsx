import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import classes from './form.module.css';
import { useSubmitReason } from './submit-reason';

/**
 * Form controls for the pages that paint before the component library loads: a label, the
 * input, and its error tied to it (`aria-invalid`, `aria-describedby`), as the library's do.
 */

interface FieldProps {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'className' | 'id'>;

function Field({
  label,
  error,
  required,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  children: (ids: { inputId: string; errorId: string }) => ReactNode;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ inputId, errorId })}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ShellTextInput({ label, error, required, ref, ...input }: FieldProps & NativeInput) {
  return (
    <Field label={label} error={error} required={required}>
      {({ inputId, errorId }) => (
        <input
          {...input}
          ref={ref}
          id={inputId}
          className={classes.input}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
      )}
    </Field>
  );
}

/** A password with a button that shows or hides it. */
export function ShellPasswordInput({ label, error, required, ref, ...input }: FieldProps & NativeInput) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} required={required}>
      {({ inputId, errorId }) => (
        <div className={classes.control}>
          <input
            {...input}
            ref={ref}
            id={inputId}
            type={isVisible ? 'text' : 'password'}
            className={`${classes.input} ${classes.withToggle}`}
            required={required}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          />
          <button
            type="button"
            className={classes.toggle}
            aria-pressed={isVisible}
            aria-label={t('form.showPassword')}
            onClick={() => setVisible(!isVisible)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d={
                  isVisible
                    ? 'M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.4 5.4A9.8 9.8 0 0 1 12 5c4 0 7.3 2.5 9 7-.6 1.5-1.4 2.8-2.4 3.8M6.6 6.6C4.9 7.8 3.7 9.6 3 12c1.7 4.5 5 7 9 7 1.6 0 3.1-.4 4.4-1.1'
                    : 'M3 12c1.7-4.5 5-7 9-7s7.3 2.5 9 7c-1.7 4.5-5 7-9 7s-7.3-2.5-9-7zm9 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'
                }
              />
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}

export function ShellCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={classes.checkbox}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}

/** The form's submit button, as shared/ui's SubmitButton: disabled, with the reason, while it cannot send. */
export function ShellSubmitButton({
  isValid,
  loading = false,
  children,
}: {
  isValid: boolean;
  loading?: boolean;
  children: ReactNode;
}) {
  const { reason, reasonId } = useSubmitReason(isValid);
  return (
    <>
      <button
        type="submit"
        className={`${classes.primary} ${classes.fullWidth}`}
        disabled={reason !== null || loading}
        aria-describedby={reason ? reasonId : undefined}
        aria-busy={loading || undefined}
      >
        {loading && <span className={classes.spinner} aria-hidden="true" />}
        {children}
      </button>
      {reason && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
    </>
  );
}
