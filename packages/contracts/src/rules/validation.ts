import type { MessageKey } from '../i18n/messages-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/**
 * The validation rules of spec section 5, shared by the forms and the server. Each returns the
 * key of its message (translated by both sides) or null when the value is valid.
 */

const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const WHITESPACE = /\s/;

/** E-mail on log-in and sign-up. */
export function validateEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (!email) return 'validation.required';
  if (!email.includes('@')) return 'validation.emailAt';
  if (!EMAIL_PATTERN.test(email)) return 'validation.emailInvalid';
  return null;
}

/** E-mail on the forgot-password form: the same rule with its more specific messages. */
export function validateForgotPasswordEmail(value: string): MessageKey | null {
  if (!value.trim()) return 'validation.enterEmail';
  if (WHITESPACE.test(value.trim())) return 'validation.spaceInEmail';
  if (value.includes('@@')) return 'validation.doubleAt';
  if (!value.includes('@')) return 'validation.emailAt';
  if (value.includes('@.')) return 'validation.dotBeforeDomain';
  if (value.trim().endsWith('.')) return 'validation.dotAtEnd';
  return validateEmail(value);
}

/** Password on the log-in form: required, no white space. */
export function validateLoginPassword(value: string): MessageKey | null {
  if (!value) return 'validation.required';
  if (WHITESPACE.test(value)) return 'validation.passwordWhitespace';
  return null;
}

/** The name on sign-up: leading spaces dropped, letters only, at least two of them. */
export function validateName(value: string): MessageKey | null {
  const name = value.trimStart();
  if (!name) return 'validation.required';
  if (/\d/.test(name)) return 'validation.onlyAlphabets';
  if (!/^[\p{L}\p{M}\s]+$/u.test(name)) return 'validation.noSpecialChars';
  if (name.trim().length < 2) return 'validation.nameMin';
  return null;
}

export const PASSWORD_SPECIALS = '!@#$%^&*_';

/** The live checklist of a new password; each item met or unmet. */
export interface PasswordChecklist {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
}

export function passwordChecklist(value: string): PasswordChecklist {
  const password = value.trim();
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: [...password].some((char) => PASSWORD_SPECIALS.includes(char)),
  };
}

/**
 * A new password (sign-up, reset, change). Input is trimmed; white space inside is refused; every
 * checklist item must be met. `touched` false means the form was submitted without typing.
 */
export function validateNewPassword(value: string, touched = true): MessageKey | null {
  const password = value.trim();
  if (!password) return touched ? 'validation.required' : 'validation.passwordRequired';
  if (WHITESPACE.test(password)) return 'validation.passwordWhitespace';
  const checks = passwordChecklist(password);
  return Object.values(checks).every(Boolean) ? null : 'validation.passwordInvalid';
}

/** The password-strength validity flag: every criterion met and no error left. */
export function isStrongPassword(value: string): boolean {
  return validateNewPassword(value) === null;
}

/** The terms checkbox on sign-up. */
export function validateTerms(checked: boolean): MessageKey | null {
  return checked ? null : 'validation.termsRequired';
}
