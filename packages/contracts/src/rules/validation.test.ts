import { describe, expect, it } from 'vitest';
import en from '../i18n/messages-en';
import {
  isStrongPassword,
  passwordChecklist,
  validateEmail,
  validateForgotPasswordEmail,
  validateLoginPassword,
  validateName,
  validateNewPassword,
  validateTerms,
} from './validation';

const text = (key: keyof typeof en | null) => (key ? en[key] : null);

describe('validateEmail', () => {
  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['ana.example.com', 'Please include an @ in the email address'],
    ['ana@', 'The entered email is not valid'],
    ['ana@example', 'The entered email is not valid'],
    ['an a@example.com', 'The entered email is not valid'],
    ['ana@example.com', null],
    ["o'neil+trips@mail.example.co.uk", null],
  ])('%j gives %j', (value, message) => {
    expect(text(validateEmail(value))).toBe(message);
  });
});

describe('validateForgotPasswordEmail', () => {
  it.each([
    ['', 'Please enter email address'],
    ['ana @example.com', 'Space are not allowed in email address'],
    ['ana@@example.com', '@@ are not allowed'],
    ['ana.example.com', 'Please include an @ in the email address'],
    ['ana@.example.com', 'Dot are not allowed before domain name'],
    ['ana@example.com.', 'Dot are not allowed at the end of email address'],
    ['ana@example', 'The entered email is not valid'],
    ['ana@example.com', null],
  ])('%j gives %j', (value, message) => {
    expect(text(validateForgotPasswordEmail(value))).toBe(message);
  });
});

describe('validateLoginPassword', () => {
  it('requires a value without white space', () => {
    expect(text(validateLoginPassword(''))).toBe('Required');
    expect(text(validateLoginPassword('pass word'))).toBe('Password does not contain white space');
    expect(validateLoginPassword('anything')).toBeNull();
  });
});

describe('validateName', () => {
  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['Ana2', 'Only alphabets are allowed'],
    ['Ana!', 'No special characters allowed'],
    ['A', 'Name must be minimum of two characters'],
    ['  Jo', null],
    ['José da Silva', null],
  ])('%j gives %j', (value, message) => {
    expect(text(validateName(value))).toBe(message);
  });
});

describe('new passwords', () => {
  it('checks each criterion of the live checklist', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(passwordChecklist('Travel!2026')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
    });
    expect(passwordChecklist('Aa1!aaa').length).toBe(false);
    expect(passwordChecklist('Aa1!aaaaaaaaaaaaaaaaa').length).toBe(false);
    expect(passwordChecklist('Aa1-aaaa').special).toBe(false);
    for (const special of '!@#$%^&*_') expect(passwordChecklist(`Aa1${special}aaaa`).special).toBe(true);
  });

  it('gives the spec messages', () => {
    expect(text(validateNewPassword('', false))).toBe('Password Required');
    expect(text(validateNewPassword(''))).toBe('Required');
    expect(text(validateNewPassword('Travel !2026'))).toBe('Password does not contain white space');
    expect(text(validateNewPassword('travel2026'))).toBe('Password must be valid');
    expect(validateNewPassword('  Travel!2026  ')).toBeNull();
  });

  it('is valid only when every criterion is met and no error remains', () => {
    expect(isStrongPassword('Travel!2026')).toBe(true);
    expect(isStrongPassword('Travel!26')).toBe(true);
    expect(isStrongPassword('Travel2026')).toBe(false);
    expect(isStrongPassword('TRAVEL!2026')).toBe(false);
    expect(isStrongPassword('travel!2026')).toBe(false);
    expect(isStrongPassword('Travel!abc')).toBe(false);
  });
});

describe('validateTerms', () => {
  it('requires the box to be ticked', () => {
    expect(validateTerms(false)).toBe('validation.termsRequired');
    expect(validateTerms(true)).toBeNull();
  });
});
