import { createRef, useCallback, useMemo, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from '../i18n/react';
import type { MessageKey } from '@travel/contracts';

/**
 * A section-5 rule of one field. `isTouched` says whether the person has typed in the field:
 * the password strength rule answers 'Password Required' for a field never touched and
 * 'Required' for one emptied again. Only typing counts: a submit attempt moves the focus, and
 * the field it leaves was not touched by that.
 */
export type FieldRule<V> = (value: string, values: V, isTouched: boolean) => MessageKey | null;

type Flags<K extends string> = Partial<Record<K, boolean>>;

/**
 * Text fields checked by the shared section-5 rules. Every rule counts for `isValid` (untouched
 * fields included, so a submit button can stay disabled on an empty form), but an error shows
 * only once its field was left, or after a submit attempt, which also focuses the first invalid
 * field. Rules may change between renders (a form with steps checks only the current step).
 */
export function useFormFields<K extends string>(
  initial: Record<K, string>,
  rules: Partial<Record<K, FieldRule<Record<K, string>>>>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  /** Left (blur): the field's error shows. */
  const [blurred, setBlurred] = useState<Flags<K>>({});
  /** Typed in by the person: touched for the rules; shows nothing until the field is left. */
  const [edited, setEdited] = useState<Flags<K>>({});
  /** Fields whose errors a submit attempt revealed. */
  const [attempted, setAttempted] = useState<Flags<K>>({});
  const [forced, setForced] = useState<Partial<Record<K, MessageKey>>>({});
  const [names] = useState(() => Object.keys(initial) as K[]);
  const [refs] = useState(
    () =>
      Object.fromEntries(names.map((name) => [name, createRef<HTMLInputElement>()])) as Record<
        K,
        RefObject<HTMLInputElement | null>
      >,
  );

  const errorOf = useCallback(
    (name: K): MessageKey | null => forced[name] ?? rules[name]?.(values[name], values, edited[name] === true) ?? null,
    [forced, rules, values, edited],
  );

  const field = (name: K) => {
    const error = blurred[name] || attempted[name] ? errorOf(name) : null;
    return {
      value: values[name],
      ref: refs[name],
      error: error ? t(error) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setEdited((current) => ({ ...current, [name]: true }));
        setForced((current) => ({ ...current, [name]: undefined }));
      },
      onBlur: () => setBlurred((current) => ({ ...current, [name]: true })),
    };
  };

  // Stable, and a no-op for the value already there: pages call it from effects (a prefilled
  // e-mail), and a new function or a new object on every render would loop for ever.
  const setValue = useCallback(
    (name: K, value: string) =>
      setValues((current) => (current[name] === value ? current : { ...current, [name]: value })),
    [],
  );

  const isValid = useMemo(() => names.every((name) => errorOf(name) === null), [names, errorOf]);

  /** A submit attempt: shows every error, focuses the first invalid field; true when all are valid. */
  const validateAll = (): boolean => {
    const checked = names.filter((name) => rules[name] !== undefined || forced[name] !== undefined);
    setAttempted(Object.fromEntries(checked.map((name) => [name, true])) as Flags<K>);
    const firstInvalid = names.find((name) => errorOf(name) !== null);
    if (firstInvalid) refs[firstInvalid].current?.focus();
    return firstInvalid === undefined;
  };

  return {
    values,
    field,
    validateAll,
    /** Every rule passes, whether or not its field was touched. */
    isValid,
    /** Shows a message on a field now (e.g. 'Space not allowed' on a key press). */
    setFieldError: (name: K, message: MessageKey) => {
      setForced((current) => ({ ...current, [name]: message }));
      setBlurred((current) => ({ ...current, [name]: true }));
    },
    setValue,
    reset: () => {
      setValues(initial);
      setBlurred({});
      setEdited({});
      setAttempted({});
      setForced({});
    },
  };
}

export type FormFields<K extends string> = ReturnType<typeof useFormFields<K>>;
