import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  ColorInput,
  Container,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  normaliseSubdomain,
  subdomainProblem,
  validateEmail,
  validateName,
  validateNewPassword,
  type Duration,
  type Language,
} from '@travel/contracts';
import { useAgency } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { DurationSwitch, PlanCards } from '../../../shared/billing/plan-cards';
import { Trans, useTranslation } from '../../../shared/i18n/react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';
import { useCreateAgency, usePlans, useSubdomainAvailability } from '../api/onboarding';

type Field = 'name' | 'email' | 'password' | 'agencyName' | 'subdomain' | 'primaryColor' | 'checked';

/** The platform's base domain as this page sees it: the owner site's host without www. */
function baseHost(): string {
  return window.location.host.replace(/^www\./, '');
}

/**
 * /start on the platform owner's site: the plans, then 'Start your agency': the owner's account,
 * the agency's name, its site address checked as it is typed, and its colour. The agency starts
 * in a free trial; the owner confirms the e-mail and logs in on the new site.
 */
export function StartAgencyPage() {
  const { t } = useTranslation(['billing', 'auth']);
  const agency = useAgency();
  const plans = usePlans();
  const create = useCreateAgency();
  const [duration, setDuration] = useState<Duration>('monthly');
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    agencyName: '',
    subdomain: '',
    primaryColor: '#1c7ed6',
  });
  const [checked, setChecked] = useState(false);
  const [isAttempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [typed] = useDebouncedValue(normaliseSubdomain(values.subdomain), 300);
  const availability = useSubdomainAvailability(typed && !subdomainProblem(typed) ? typed : '');
  const host = `${normaliseSubdomain(values.subdomain)}.${baseHost()}`;

  const localError = (field: Field): string | null => {
    const key =
      field === 'name'
        ? validateName(values.name)
        : field === 'email'
          ? validateEmail(values.email)
          : field === 'password'
            ? validateNewPassword(values.password)
            : field === 'agencyName'
              ? values.agencyName.trim()
                ? null
                : 'validation.required'
              : field === 'subdomain'
                ? (() => {
                    const problem = subdomainProblem(values.subdomain);
                    return problem ? `subdomain.${problem}` : null;
                  })()
                : field === 'checked'
                  ? checked
                    ? null
                    : 'validation.termsRequired'
                  : null;
    return key ? t(`common:${key}`) : null;
  };
  const subdomainTaken =
    availability.data && !availability.data.isAvailable && availability.data.subdomain === typed
      ? t(`common:subdomain.${availability.data.reason ?? 'taken'}`)
      : null;
  const errorOf = (field: Field): string | null =>
    serverErrors[field] ??
    (field === 'subdomain' ? subdomainTaken : null) ??
    (isAttempted || (field === 'subdomain' && values.subdomain.length >= 3) ? localError(field) : null);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const fields: Field[] = ['name', 'email', 'password', 'agencyName', 'subdomain', 'primaryColor', 'checked'];
    const firstBad = fields.find((field) => localError(field) || (field === 'subdomain' && subdomainTaken));
    if (firstBad) {
      document.getElementById(`start-${firstBad}`)?.focus();
      return;
    }
    create.mutate(
      {
        ...values,
        subdomain: normaliseSubdomain(values.subdomain),
        language: currentLanguage() as Language,
        checked: true,
      },
      {
        onError: (error) => {
          if (error instanceof ApiError) setServerErrors(error.details as Partial<Record<Field, string>>);
        },
      },
    );
  };

  const done = create.data;
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('start.title')}</Title>
          <Text c="dimmed">{t('start.intro', { days: plans.data?.trialDays ?? 14 })}</Text>
        </div>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('start.pricingTitle')}
          </Title>
          {plans.data ? (
            <>
              <div>
                <DurationSwitch
                  value={duration}
                  onChange={setDuration}
                  annualDiscountPercent={plans.data.annualDiscountPercent}
                />
              </div>
              <PlanCards plans={plans.data.plans} duration={duration} taxPercent={plans.data.taxPercent} />
            </>
          ) : (
            <Loader aria-label={t('common:common.loading')} />
          )}
        </Stack>

        <Card withBorder padding="lg" maw={720}>
          {!agency.isOwner ? (
            <Alert color="yellow">{t('start.notHere')}</Alert>
          ) : done ? (
            <Stack data-testid="agency-created">
              <Title order={2} fz="h3">
                {t('start.doneTitle')}
              </Title>
              <Text>{t('start.doneText', { email: values.email })}</Text>
              <Anchor href={`${done.data.siteUrl}/login`} data-testid="new-site-link">
                <Ltr>{t('start.openSite', { host: new URL(done.data.siteUrl).host })}</Ltr>
              </Anchor>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate aria-labelledby="start-form-title">
              <Stack gap="sm">
                <Title order={2} fz="h3" id="start-form-title">
                  {t('start.formTitle')}
                </Title>
                {create.error && (
                  <Alert color="red" role="alert" data-testid="form-error">
                    {create.error instanceof ApiError && create.error.message
                      ? create.error.message
                      : t('common:common.somethingWentWrong')}
                  </Alert>
                )}
                <Text fw={600}>{t('start.agency')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    id="start-agencyName"
                    label={t('start.agencyName')}
                    required
                    value={values.agencyName}
                    onChange={(e) => set('agencyName')(e.currentTarget.value)}
                    error={errorOf('agencyName')}
                  />
                  <TextInput
                    id="start-subdomain"
                    label={t('start.subdomain')}
                    required
                    dir="ltr"
                    autoComplete="off"
                    value={values.subdomain}
                    onChange={(e) => set('subdomain')(e.currentTarget.value)}
                    rightSection={
                      <Text c="dimmed" fz="xs">
                        .{baseHost()}
                      </Text>
                    }
                    rightSectionWidth={baseHost().length * 7 + 16}
                    description={
                      !errorOf('subdomain') &&
                      availability.data?.isAvailable &&
                      availability.data.subdomain === typed ? (
                        <Text span c="green.8" fz="xs" data-testid="subdomain-available">
                          {t('start.available', { host })}
                        </Text>
                      ) : availability.isFetching ? (
                        t('start.checking')
                      ) : (
                        t('start.subdomainHint')
                      )
                    }
                    error={errorOf('subdomain')}
                    aria-live="polite"
                  />
                </SimpleGrid>
                <ColorInput
                  id="start-primaryColor"
                  label={t('start.primaryColor')}
                  value={values.primaryColor}
                  onChange={set('primaryColor')}
                  format="hex"
                  withEyeDropper={false}
                  maw={240}
                  error={errorOf('primaryColor')}
                />
                <Text c="dimmed" fz="sm">
                  {t('start.logoLater')}
                </Text>
                <Text fw={600}>{t('start.account')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    id="start-name"
                    label={t('auth:fields.name')}
                    autoComplete="name"
                    required
                    value={values.name}
                    onChange={(e) => set('name')(e.currentTarget.value)}
                    error={errorOf('name')}
                  />
                  <TextInput
                    id="start-email"
                    label={t('auth:fields.email')}
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    required
                    value={values.email}
                    onChange={(e) => set('email')(e.currentTarget.value)}
                    error={errorOf('email')}
                  />
                </SimpleGrid>
                <PasswordInput
                  id="start-password"
                  label={t('auth:fields.password')}
                  autoComplete="new-password"
                  required
                  value={values.password}
                  onChange={(e) => set('password')(e.currentTarget.value)}
                  error={errorOf('password')}
                />
                <Checkbox
                  id="start-checked"
                  checked={checked}
                  onChange={(e) => setChecked(e.currentTarget.checked)}
                  error={errorOf('checked')}
                  label={
                    <Trans
                      t={t}
                      i18nKey="auth:signup.terms"
                      components={{
                        terms: <Anchor component={Link} to="/user-terms-and-conditions" target="_blank" />,
                      }}
                    />
                  }
                />
                <Button type="submit" loading={create.isPending} w="fit-content">
                  {t('start.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
