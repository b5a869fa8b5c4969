import type { ReactNode } from 'react';

interface ValidatedFormProps {
  /** Runs on submit and on Enter in a field; it validates and refuses to send an invalid form. */
  onAttempt: () => void;
  children: ReactNode;
}

/**
 * A form checked by the section-5 rules. The browser does not submit on Enter while the submit
 * button is disabled (it is while the form is invalid), yet that attempt must still show every
 * error and focus the first invalid field: Enter in one of its inputs runs the attempt too.
 */
export function ValidatedForm({ onAttempt, children }: ValidatedFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onAttempt();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        if (!(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        onAttempt();
      }}
    >
      {children}
    </form>
  );
}
