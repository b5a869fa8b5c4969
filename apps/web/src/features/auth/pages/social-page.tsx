import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { validateEmail, type SocialProvider } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { Spinner } from '../../../shared/shell/spinner';
import { notify } from '../../../shared/ui/notify';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useFormFields } from '../../../shared/ui/use-form-fields';
import { ValidatedForm } from '../../../shared/ui/validated-form';
import { socialRegisterEmail, socialSignIn, socialVerifyCode } from '../api/social';
import { AuthFrame } from '../components/auth-frame';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

type Step =
  | { kind: 'signing-in' }
  | { kind: 'email'; registrationToken: string; name: string }
  | { kind: 'code'; registrationToken: string; email: string };

/** Each step checks only its own field. */
const emailStepRules = { email: validateEmail };
const codeStepRules = {
  code: (value: string) => (/^\d{6}$/.test(value.trim()) ? null : ('validation.invalid' as const)),
};

/** A social log-in that cannot go on: a toast, then sign-up for an unknown account (404), else /errors/500. */
function leave(failure: unknown, navigate: NavigateFunction, fallback: string): void {
  const isNotFound = failure instanceof ApiError && failure.status === 404;
  const message = failure instanceof ApiError && failure.message ? failure.message : fallback;
  void notify(message, 'error');
  void navigate(isNotFound ? '/signup' : '/errors/500', { replace: true, state: { message } });
}

/**
 * /social?code&type&isSignup: the provider sent the person back. A profile without an e-mail
 * asks for one and a mailed code. 404 leads to sign-up; other failures to /errors/500.
 */
export function SocialPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const isActive = useIsAgencyActive();
  const [step, setStep] = useState<Step>({ kind: 'signing-in' });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useFormFields({ email: '', code: '' }, step.kind === 'code' ? codeStepRules : emailStepRules);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const type = params.get('type') === 'facebook' ? 'facebook' : ('google' satisfies SocialProvider);
    socialSignIn({
      code: params.get('code') ?? '',
      type,
      isSignup: params.get('isSignup') === 'true',
      state: params.get('state') ?? '',
    }).then(
      (outcome) => {
        if ('registrationToken' in outcome)
          setStep({ kind: 'email', registrationToken: outcome.registrationToken, name: outcome.name });
        else completeSignIn(outcome);
      },
      (failure: unknown) => leave(failure, navigate, t('social.failed')),
    );
  }, [params, completeSignIn, navigate, t]);

  if (step.kind === 'signing-in') return <Spinner label={t('social.signingIn')} />;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : t('common:common.somethingWentWrong'),
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!form.validateAll() || !isActive || isBusy) return;
    if (step.kind === 'email') {
      const email = form.values.email.trim();
      void run(async () => {
        await socialRegisterEmail({ registrationToken: step.registrationToken, email });
        setStep({ kind: 'code', registrationToken: step.registrationToken, email });
      });
      return;
    }
    void run(async () => {
      try {
        completeSignIn(
          await socialVerifyCode({ registrationToken: step.registrationToken, code: form.values.code.trim() }),
        );
      } catch (failure) {
        // A log-in whose proven e-mail has no account: sign up first, as for an unknown profile.
        if (failure instanceof ApiError && failure.status === 404) leave(failure, navigate, t('social.failed'));
        else throw failure;
      }
    });
  };

  return (
    <AuthFrame title={t('social.emailTitle')}>
      <ValidatedForm onAttempt={submit}>
        <Stack gap="sm">
          <Text size="sm">
            {step.kind === 'email'
              ? t('social.emailIntro', { name: step.name })
              : t('social.codeIntro', { email: step.email })}
          </Text>
          {error && (
            <Alert color="red" role="alert" data-testid="form-error">
              {error}
            </Alert>
          )}
          {step.kind === 'email' ? (
            <TextInput
              label={t('fields.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              {...form.field('email')}
            />
          ) : (
            <TextInput
              label={t('fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...form.field('code')}
            />
          )}
          <SubmitButton isValid={form.isValid} loading={isBusy} fullWidth>
            {step.kind === 'email' ? t('social.sendCode') : t('social.verify')}
          </SubmitButton>
        </Stack>
      </ValidatedForm>
    </AuthFrame>
  );
}
