import { Alert, Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from '../../../shared/i18n/react';
import { SIGNUP_BUTTON_RESET_MS, validateEmail, validateName, validateTerms } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { newPasswordRule, PasswordField } from '../../../shared/ui/password-field';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { useInvitation } from '../api/get-invitation';
import { useInvitedAgentSignUp } from '../api/invited-agent-sign-up';
import { useSignUp } from '../api/sign-up';
import { isLoginPrompt } from '../../../shared/routing/paths';
import { AuthFrame } from '../components/auth-frame';
import { LoginPrompt } from '../components/login-prompt';
import { SocialButtons } from '../components/social-buttons';

const rules = {
  name: validateName,
  email: validateEmail,
  password: newPasswordRule,
};

/**
 * Sign-up. Opened from an invitation (`?invite=`), the invited e-mail is shown locked and the
 * account is created as an agent.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { state } = useLocation();
  const isActive = useIsAgencyActive();
  const [params] = useSearchParams();
  const inviteToken = params.get('invite');
  const invitation = useInvitation(inviteToken);
  const form = useFormFields({ name: '', email: '', password: '' }, rules);
  const [checked, setChecked] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const [isProcessing, setProcessing] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const termsRef = useRef<HTMLInputElement>(null);
  const signUp = useSignUp();
  const agentSignUp = useInvitedAgentSignUp();
  const invitedEmail = invitation.data?.email;
  const { setValue } = form;

  useEffect(() => {
    if (invitedEmail) setValue('email', invitedEmail);
  }, [invitedEmail, setValue]);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const finish = () => {
    // 'Processing...' stays for a moment before the button reads 'Sign Up' again (spec section 4).
    resetTimer.current = window.setTimeout(() => setProcessing(false), SIGNUP_BUTTON_RESET_MS);
  };

  const submit = () => {
    setTermsTouched(true);
    if (!form.validateAll()) return;
    // The checkbox comes last: focused only when every field above it is valid.
    if (validateTerms(checked)) {
      termsRef.current?.focus();
      return;
    }
    if (!isActive || isProcessing) return;
    setProcessing(true);
    const { name, email, password } = form.values;
    if (inviteToken) {
      agentSignUp.mutate(
        { token: inviteToken, name, password, checked },
        {
          onSuccess: (response) => {
            void notify(response.message, 'success');
            void navigate('/login');
          },
          onSettled: finish,
        },
      );
      return;
    }
    signUp.mutate(
      // The terms were accepted: validateTerms refused anything else above.
      { name, email, password, hostName: window.location.host, checked: true },
      {
        onSuccess: () => {
          void notify(t('signup.success'), 'success');
          form.reset();
          setChecked(false);
          setTermsTouched(false);
          // Sent here by a page that needs an account: log in once verified, then back to it.
          if (isLoginPrompt(state)) void navigate('/login', { state });
          else void navigate('/');
        },
        onSettled: finish,
      },
    );
  };

  const error = (inviteToken ? agentSignUp.error : signUp.error) ?? (invitation.error as Error | null);
  const termsError = termsTouched ? validateTerms(checked) : null;
  return (
    <AuthFrame
      title={inviteToken ? t('signup.agentTitle', { name: invitation.data?.agencyName ?? '' }) : t('signup.title')}
    >
      {!inviteToken && <LoginPrompt />}
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert" data-testid="form-error">
              {error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong')}
            </Alert>
          )}
          <TextInput label={t('fields.name')} autoComplete="name" required {...form.field('name')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            {...form.field('email')}
            readOnly={Boolean(inviteToken)}
            disabled={Boolean(inviteToken)}
            description={inviteToken ? t('signup.invitedEmail') : undefined}
          />
          <PasswordField form={form} name="password" label={t('fields.password')} isNew />
          <Checkbox
            ref={termsRef}
            checked={checked}
            onChange={(event) => {
              setChecked(event.currentTarget.checked);
              setTermsTouched(true);
            }}
            error={termsError ? t(`common:${termsError}`) : undefined}
            label={
              <Trans
                t={t}
                i18nKey="signup.terms"
                components={{ terms: <Anchor component={Link} to="/user-terms-and-conditions" target="_blank" /> }}
              />
            }
          />
          <SubmitButton isValid={form.isValid && validateTerms(checked) === null} isBusy={isProcessing} fullWidth>
            {isProcessing ? t('signup.processing') : t('signup.submit')}
          </SubmitButton>
        </Stack>
      </ValidatedForm>
      <Stack mt="md" gap="sm">
        {!inviteToken && <SocialButtons isSignup />}
        <Text size="sm" ta="center">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/login" state={state}>
            {t('login.submit')}
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
