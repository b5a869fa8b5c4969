import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { validateEmail, validateLoginPassword } from '@travel/contracts';
import { useAgency, useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { deleteCookie, getCookie, setCookie } from '../../../shared/preferences/cookies';
import { PasswordField } from '../../../shared/ui/password-field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useLogin } from '../api/login';
import { AuthFrame } from '../components/auth-frame';
import { LoginPrompt } from '../components/login-prompt';
import { SocialButtons } from '../components/social-buttons';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

const REMEMBER_COOKIE = 'remembered-email';

const rules = { email: validateEmail, password: validateLoginPassword };

export function LoginPage() {
  const { t } = useTranslation('auth');
  const agency = useAgency();
  const isActive = useIsAgencyActive();
  const remembered = getCookie(REMEMBER_COOKIE);
  const form = useFormFields({ email: remembered ?? '', password: '' }, rules);
  const [remember, setRemember] = useState(remembered !== null);
  const loginMutation = useLogin();
  const completeSignIn = useCompleteSignIn();
  // Kept when the visitor switches to the sign-up form: the reason still holds there.
  const { state } = useLocation();
  // SSO agencies may keep direct log-in for their users, or send them through their portal; the
  // agency's own staff still log in with a password (the server refuses it to clients there).
  const [isStaffLogin, setStaffLogin] = useState(false);
  const isDirectLoginHidden = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers && !isStaffLogin;

  const submit = () => {
    if (!form.validateAll() || !isActive || loginMutation.isPending) return;
    const email = form.values.email.trim();
    loginMutation.mutate(
      { email, password: form.values.password },
      {
        onSuccess: (result) => {
          if (remember) setCookie(REMEMBER_COOKIE, email, 31_536_000);
          else deleteCookie(REMEMBER_COOKIE);
          completeSignIn(result);
        },
      },
    );
  };

  const error = loginMutation.error;
  // A refused log-in: focus goes to the message (the button was disabled while waiting, which
  // would leave focus on the page's body), and the alert is read out (2.4.3, 4.1.3).
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  return (
    <AuthFrame title={t('login.title')}>
      <LoginPrompt />
      {isDirectLoginHidden ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('login.useSso', { name: agency.agencyName })}</Text>
          <Button variant="subtle" px={0} onClick={() => setStaffLogin(true)}>
            {t('login.staffLogin')}
          </Button>
        </Stack>
      ) : (
        <ValidatedForm onAttempt={submit}>
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert" data-testid="form-error" ref={errorRef} tabIndex={-1}>
                {error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong')}
              </Alert>
            )}
            <TextInput
              label={t('fields.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              {...form.field('email')}
            />
            <PasswordField form={form} name="password" label={t('fields.password')} />
            <Group justify="space-between">
              <Checkbox
                label={t('login.remember')}
                checked={remember}
                onChange={(event) => setRemember(event.currentTarget.checked)}
              />
              <Anchor component={Link} to="/forgotpassword" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
            <SubmitButton isValid={form.isValid} loading={loginMutation.isPending} fullWidth>
              {t('login.submit')}
            </SubmitButton>
          </Stack>
        </ValidatedForm>
      )}
      <Stack mt="md" gap="sm">
        <SocialButtons isSignup={false} />
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/signup" state={state}>
            {t('signup.title')}
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
