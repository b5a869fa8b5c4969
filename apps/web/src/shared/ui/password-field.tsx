import { List, PasswordInput, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { passwordChecklist, validateNewPassword, type PasswordChecklist as Checklist } from '@travel/contracts';
import type { FormFields } from './use-form-fields';

/** The strength rule of a new password, told whether the field was touched ('Password Required'). */
export const newPasswordRule = (value: string, _values: unknown, isTouched: boolean) =>
  validateNewPassword(value, isTouched);

const ITEMS: Array<keyof Checklist> = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** The live checklist under a new password: each criterion met or not, as it is typed. */
function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const checks = passwordChecklist(password);
  return (
    <List
      spacing={2}
      size="sm"
      mt={6}
      center
      aria-label={t('passwordChecklist.title')}
      data-testid="password-checklist"
    >
      {ITEMS.map((item) => (
        <List.Item
          key={item}
          data-met={checks[item]}
          icon={
            <ThemeIcon color={checks[item] ? 'teal' : 'gray'} size={16} radius="xl" aria-hidden>
              {checks[item] ? <IconCheck size={11} /> : <IconX size={11} />}
            </ThemeIcon>
          }
        >
          <span className="visually-hidden">
            {checks[item] ? t('passwordChecklist.met') : t('passwordChecklist.unmet')}
          </span>
          {t(`passwordChecklist.${item}`)}
        </List.Item>
      ))}
    </List>
  );
}

interface PasswordFieldProps<K extends string> {
  form: Pick<FormFields<K>, 'field' | 'values' | 'setFieldError'>;
  name: K;
  label: string;
  /** A new password (sign-up, reset, change): the browser's suggestion and the live checklist. */
  isNew?: boolean;
}

/**
 * Every password field of the product (spec section 5): the space key is refused with 'Space
 * not allowed'; a new password shows the live checklist of the strength rule.
 */
export function PasswordField<K extends string>({ form, name, label, isNew = false }: PasswordFieldProps<K>) {
  const field = form.field(name);
  const input = (
    <PasswordInput
      label={label}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      {...field}
      // The library names the error but does not mark the field invalid for a password (4.1.2).
      aria-invalid={Boolean(field.error)}
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault();
          form.setFieldError(name, 'validation.spaceNotAllowed');
        }
      }}
    />
  );
  if (!isNew) return input;
  return (
    <div>
      {input}
      <PasswordChecklist password={form.values[name]} />
    </div>
  );
}
