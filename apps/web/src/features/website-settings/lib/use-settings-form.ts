import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import {
  changesOf,
  errorsOf,
  TEXT_FIELDS,
  type SettingsField,
  type SettingsValues,
  type TextField,
} from './settings-values';

type Flags = Partial<Record<SettingsField, boolean>>;

/**
 * The website settings form (modelled on the shared useFormFields): the shared rules check every
 * value; an error shows once its field was left (switches and the slider at once) and stays until
 * the value is valid; the server's field errors show until their field changes. Only changes are
 * saved, so the form knows what differs from the agency it started from.
 */
export function useSettingsForm(initial: SettingsValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  // A stored value that breaks today's rules shows its error from the start.
  const [touched, setTouched] = useState<Flags>(() =>
    Object.fromEntries(Object.keys(errorsOf(initial)).map((field) => [field, true])),
  );
  const [serverErrors, setServerErrors] = useState<Partial<Record<SettingsField, string>>>({});

  const errors = useMemo(() => errorsOf(values), [values]);
  const changes = useMemo(() => changesOf(initial, values), [initial, values]);
  const isDirty = Object.keys(changes).length > 0;
  const isValid = Object.keys(errors).length === 0;

  const errorOf = (field: SettingsField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const error = errors[field];
    return error && touched[field] ? t(error) : undefined;
  };

  const setValue = <F extends SettingsField>(field: F, value: SettingsValues[F], touch = false) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    if (touch) setTouched((current) => ({ ...current, [field]: true }));
  };

  /** Props of a text input or text area for one setting. */
  const textField = (field: TextField) => ({
    value: values[field],
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.currentTarget.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  return {
    values,
    changes,
    isDirty,
    isValid,
    errorOf,
    setValue,
    textField,
    /** Shows every error (a submit that cannot go through says why). */
    touchAll: () =>
      setTouched(
        Object.fromEntries([...TEXT_FIELDS, 'backgroundOverlay', 'bookingMenuItemOptions'].map((f) => [f, true])),
      ),
    /** Shows the server's messages on their fields; answers whether any was one of ours. */
    showServerErrors: (details: Record<string, string>): boolean => {
      const known = Object.entries(details).filter(([field]) => field in initial);
      setServerErrors(Object.fromEntries(known));
      return known.length > 0;
    },
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
