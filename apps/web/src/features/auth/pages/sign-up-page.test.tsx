import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { testAgency } from '../../../testing/test-agency';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import {
  currentPath,
  descriptionOf,
  eventually,
  freezeTimers,
  renderAuthPage,
  toastsOf,
  unfreezeTimers,
} from '../testing/auth-fixtures';
import { SignUpPage } from './sign-up-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['auth']));
beforeEach(() => toast.mockClear());
afterEach(() => {
  unfreezeTimers();
  vi.unstubAllGlobals();
});

const SIGN_UP = '/api/user/signUp';
const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' });
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
const passwordField = () => screen.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
const termsBox = () => screen.getByRole<HTMLInputElement>('checkbox');
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Sign Up|Processing\.\.\.)$/ });

describe('/signup', () => {
  it("shows 'Processing...', thanks the visitor, clears the form, goes home, and reads 'Sign Up' again after 1 s", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [`POST ${SIGN_UP}`]: () => ({ body: { message: 'Registered' } }) });
    renderAuthPage(<SignUpPage />, '/signup');

    await user.type(nameField(), 'Maria Silva');
    await user.type(emailField(), 'maria@example.test');
    await user.type(passwordField(), 'Travel!2026');
    await user.click(termsBox());
    freezeTimers();
    fireEvent.click(submitButton());

    await eventually(() =>
      expect(toastsOf(toast)).toEqual([
        {
          message:
            'Thanks for registering. Please check your inbox for an email verification link to activate your account.',
          color: 'green',
        },
      ]),
    );
    expect(bodiesSent(fetchMock, 'POST', SIGN_UP)).toEqual([
      {
        name: 'Maria Silva',
        email: 'maria@example.test',
        password: 'Travel!2026',
        hostName: 'localhost:3000',
        checked: true,
      },
    ]);
    expect(currentPath()).toBe('/');
    expect(nameField().value).toBe('');
    expect(emailField().value).toBe('');
    expect(passwordField().value).toBe('');
    expect(termsBox().checked).toBe(false);
    expect(submitButton().textContent).toBe('Processing...');

    act(() => vi.advanceTimersByTime(999));
    expect(submitButton().textContent).toBe('Processing...');
    act(() => vi.advanceTimersByTime(1));
    expect(submitButton().textContent).toBe('Sign Up');
  });

  it('keeps Sign Up disabled until every rule passes and the terms are agreed, with the reason as its description', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderAuthPage(<SignUpPage />, '/signup');

    expect(submitButton().disabled).toBe(true);
    expect(descriptionOf(submitButton())).toBe('Please fill in the required fields correctly to continue.');
    // Nothing was touched: no error shows yet.
    expect(screen.queryByText('Required')).toBeNull();

    await user.type(nameField(), 'Maria Silva');
    await user.type(emailField(), 'maria@example.test');
    await user.type(passwordField(), 'Travel!2026');
    expect(submitButton().disabled).toBe(true);
    await user.click(termsBox());
    expect(submitButton().disabled).toBe(false);
    expect(descriptionOf(submitButton())).toBe('');

    await user.clear(emailField());
    await user.type(emailField(), 'maria.example.test');
    expect(submitButton().disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Enter on an empty form shows every error and focuses the first invalid field, sending nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderAuthPage(<SignUpPage />, '/signup');

    await user.type(emailField(), 'maria@example.test');
    await user.type(emailField(), '{Enter}');

    expect(document.activeElement).toBe(nameField());
    expect(descriptionOf(nameField())).toBe('Required');
    expect(descriptionOf(emailField())).toBe('');
    expect(descriptionOf(passwordField())).toBe('Password Required');
    expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Enter focuses the terms checkbox when it is the only thing missing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderAuthPage(<SignUpPage />, '/signup');

    await user.type(nameField(), 'Maria Silva');
    await user.type(emailField(), 'maria@example.test');
    await user.type(passwordField(), 'Travel!2026{Enter}');

    expect(document.activeElement).toBe(termsBox());
    expect(descriptionOf(termsBox())).toBe('Please accept the terms and conditions');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Password Required' for a password never touched and 'Required' for one emptied again", async () => {
    const user = userEvent.setup();
    mockApi({});
    renderAuthPage(<SignUpPage />, '/signup');

    await user.type(nameField(), '{Enter}');
    expect(descriptionOf(passwordField())).toBe('Password Required');

    await user.type(passwordField(), 'a');
    await user.clear(passwordField());
    await user.tab();
    expect(descriptionOf(passwordField())).toBe('Required');
    await user.type(nameField(), '{Enter}');
    expect(descriptionOf(passwordField())).toBe('Required');
  });

  it("refuses a space in the password with 'Space not allowed' and ticks the checklist as it is typed", async () => {
    const user = userEvent.setup();
    mockApi({});
    renderAuthPage(<SignUpPage />, '/signup');
    const met = () => screen.getByTestId('password-checklist').querySelectorAll('[data-met="true"]').length;

    await user.type(passwordField(), 'Travel ');
    expect(passwordField().value).toBe('Travel');
    expect(descriptionOf(passwordField())).toBe('Space not allowed');
    expect(met()).toBe(2);
    await user.type(passwordField(), '!2026');
    expect(met()).toBe(5);
    expect(descriptionOf(passwordField())).toBe('');
  });

  it('stays disabled on an inactive agency, however complete the form, and says why', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderAuthPage(<SignUpPage />, '/signup', testAgency({ status: 'inactive' }));

    await user.type(nameField(), 'Maria Silva');
    await user.type(emailField(), 'maria@example.test');
    await user.type(passwordField(), 'Travel!2026');
    await user.click(termsBox());
    expect(submitButton().disabled).toBe(true);
    expect(descriptionOf(submitButton())).toBe('Agency is inactive, Please contact the administrator');
    await user.type(passwordField(), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
