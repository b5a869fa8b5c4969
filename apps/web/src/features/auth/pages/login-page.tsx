import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { validateEmail, validateLoginPassword } from '@travel/contracts';
import { useAgency, useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { deleteCookie, getCookie, setCookie } from '../../../shared/preferences/cookies';
import formClasses from '../../../shared/shell/form/form.module.css';
import {
  ShellCheckbox,
  ShellPasswordInput,
  ShellSubmitButton,
  ShellTextInput,
} from '../../../shared/shell/form/shell-controls';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useLogin } from '../api/login';
import { AuthFrame } from '../components/auth-frame';
import { LoginPrompt } from '../components/login-prompt';
import { SocialButtons } from '../components/social-buttons';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

const REMEMBER_COOKIE = 'remembered-email';

const rules = { email: validateEmail, password: validateLoginPassword };

/**
 * The log-in form. It paints with the shell, before the component library loads (most visits
 * open it over the landing): its controls are the shell's own.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const agency = useAgency();
  const isActive = useIsAgencyActive();
  const remembered = getCookie(REMEMBER_COOKIE);
  const form = useFormFields({ email: remembered ?? '', password: '' }, rules);
  const [remember, setRemember] = useState(remembered !== null);
  const loginCall = useLogin();
  const completeSignIn = useCompleteSignIn();
  // Kept when the visitor switches to the sign-up form: the reason still holds there.
  const { state } = useLocation();
  // SSO agencies may keep direct log-in for their users, or send them through their portal; the
  // agency's own staff still log in with a password (the server refuses it to clients there).
  const [isStaffLogin, setStaffLogin] = useState(false);
  const isDirectLoginHidden = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers && !isStaffLogin;

  const submit = () => {
    if (!form.validateAll() || !isActive || loginCall.isPending) return;
    const email = form.values.email.trim();
    void loginCall.mutate({ email, password: form.values.password }, (result) => {
      if (remember) setCookie(REMEMBER_COOKIE, email, 31_536_000);
      else deleteCookie(REMEMBER_COOKIE);
      completeSignIn(result);
    });
  };

  const error = loginCall.error;
  // A refused log-in: focus goes to the message (the button was disabled while waiting, which
  // would leave focus on the page's body), and the alert is read out (2.4.3, 4.1.3).
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const password = form.field('password');
  return (
    <AuthFrame title={t('login.title')}>
      <LoginPrompt />
      {isDirectLoginHidden ? (
        <div className={formClasses.stack}>
          <p className={formClasses.centre}>{t('login.useSso', { name: agency.agencyName })}</p>
          <button type="button" className={formClasses.subtle} onClick={() => setStaffLogin(true)}>
            {t('login.staffLogin')}
          </button>
        </div>
      ) : (
        <ValidatedForm onAttempt={submit}>
          <div className={formClasses.stack}>
            {error !== null && (
              <div
                className={formClasses.alert}
                data-tone="error"
                role="alert"
                data-testid="form-error"
                ref={errorRef}
                tabIndex={-1}
              >
                {error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong')}
              </div>
            )}
            <ShellTextInput
              label={t('fields.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              {...form.field('email')}
            />
            <ShellPasswordInput
              label={t('fields.password')}
              autoComplete="current-password"
              required
              {...password}
              onKeyDown={(event) => {
                if (event.key === ' ') {
                  event.preventDefault();
                  form.setFieldError('password', 'validation.spaceNotAllowed');
                }
              }}
            />
            <div className={formClasses.spread}>
              <ShellCheckbox label={t('login.remember')} checked={remember} onChange={setRemember} />
              <Link to="/forgotpassword" className={formClasses.link}>
                {t('login.forgot')}
              </Link>
            </div>
            <ShellSubmitButton isValid={form.isValid} loading={loginCall.isPending}>
              {t('login.submit')}
            </ShellSubmitButton>
          </div>
        </ValidatedForm>
      )}
      <div className={formClasses.stack} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <SocialButtons isSignup={false} />
        <p className={formClasses.centre}>
          {t('login.noAccount')}{' '}
          <Link to="/signup" state={state} className={formClasses.link}>
            {t('signup.title')}
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
