import { createRef, useCallback, useMemo, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@travel/contracts';

type Rule<V> = (value: string, values: V) => MessageKey | null;

/**
 * Text fields checked by the shared section-5 rules: errors show once a field was touched; a
 * submit touches every field and focuses the first invalid one.
 */
export function useFormFields<K extends string>(
  initial: Record<K, string>,
  rules: Partial<Record<K, Rule<Record<K, string>>>>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
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
    (name: K): MessageKey | null => forced[name] ?? rules[name]?.(values[name], values) ?? null,
    [forced, rules, values],
  );

  const field = (name: K) => {
    const error = touched[name] ? errorOf(name) : null;
    return {
      value: values[name],
      ref: refs[name],
      error: error ? t(error) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setForced((current) => ({ ...current, [name]: undefined }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  };

  /** Touches every field; focuses the first invalid one; true when all are valid. */
  const validateAll = (): boolean => {
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as Record<K, boolean>);
    const firstInvalid = names.find((name) => errorOf(name) !== null);
    if (firstInvalid) refs[firstInvalid].current?.focus();
    return firstInvalid === undefined;
  };

  const hasVisibleErrors = useMemo(
    () => names.some((name) => touched[name] && errorOf(name) !== null),
    [names, touched, errorOf],
  );

  return {
    values,
    field,
    validateAll,
    hasVisibleErrors,
    /** Shows a message on a field now (e.g. 'Space not allowed' on a key press). */
    setFieldError: (name: K, message: MessageKey) => {
      setForced((current) => ({ ...current, [name]: message }));
      setTouched((current) => ({ ...current, [name]: true }));
    },
    setValue: (name: K, value: string) => setValues((current) => ({ ...current, [name]: value })),
    reset: () => {
      setValues(initial);
      setTouched({});
      setForced({});
    },
  };
}
