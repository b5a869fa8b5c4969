import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bodiesSent, mockApi } from '../../../testing/mock-api';
import {
  currentPath,
  deferred,
  descriptionOf,
  eventually,
  freezeTimers,
  renderAuthPage,
  unfreezeTimers,
} from '../testing/auth-fixtures';
import { ForgotPasswordPage } from './forgot-password-page';

beforeAll(() => i18n.loadNamespaces(['auth']));
afterEach(() => {
  unfreezeTimers();
  vi.unstubAllGlobals();
});

const LINK = '/api/user/forgotPasswordLink';
const SENT = 'If an account exists for this e-mail, we have sent a link to reset the password.';
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Send|Sending\.\.\.)$/ });

describe('/forgotpassword', () => {
  it("reads 'Sending...' while the link is asked for, shows the server's message, and goes to / after 2 s", async () => {
    const user = userEvent.setup();
    const answer = deferred<{ body: unknown }>();
    const fetchMock = mockApi({ [`POST ${LINK}`]: () => answer.promise });
    renderAuthPage(<ForgotPasswordPage />, '/forgotpassword');

    await user.type(emailField(), ' restricted@demo.test ');
    freezeTimers();
    fireEvent.click(sendButton());
    await eventually(() => expect(sendButton().textContent).toBe('Sending...'));
    expect(sendButton().disabled).toBe(true);
    expect(bodiesSent(fetchMock, 'POST', LINK)).toEqual([{ email: 'restricted@demo.test' }]);

    answer.resolve({ body: { message: SENT } });
    await eventually(() => expect(screen.getByTestId('form-success').textContent).toBe(SENT));
    expect(sendButton().textContent).toBe('Send');
    expect(sendButton().disabled).toBe(true);
    expect(currentPath()).toBe('/forgotpassword');

    act(() => vi.advanceTimersByTime(1_999));
    expect(currentPath()).toBe('/forgotpassword');
    act(() => vi.advanceTimersByTime(1));
    expect(currentPath()).toBe('/');
  });

  it('keeps Send disabled until the e-mail passes the forgot-password rules; Enter shows why', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderAuthPage(<ForgotPasswordPage />, '/forgotpassword');

    expect(sendButton().disabled).toBe(true);
    await user.type(emailField(), '{Enter}');
    expect(descriptionOf(emailField())).toBe('Please enter email address');
    expect(document.activeElement).toBe(emailField());

    await user.type(emailField(), 'maria@@example.test');
    expect(sendButton().disabled).toBe(true);
    await user.tab();
    expect(descriptionOf(emailField())).toBe('@@ are not allowed');

    await user.clear(emailField());
    await user.type(emailField(), 'maria@example.test.');
    expect(descriptionOf(emailField())).toBe('Dot are not allowed at the end of email address');
    await user.type(emailField(), '{Backspace}');
    expect(sendButton().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
