import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney, isManagerType, type Duration, type Plan, type SubscriptionStatus } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { CardForm } from '../../../shared/booking/checkout/card-form';
import { DurationSwitch, PlanCards } from '../../../shared/billing/plan-cards';
import { useTranslation } from '../../../shared/i18n/react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../../shared/session/session-context';
import { Ltr } from '../../../shared/widgets/ltr';
import {
  useBillings,
  useChangePlan,
  usePaymentMethod,
  useSavePaymentMethod,
  useSubscribe,
  useSubscription,
  useVerifyPaymentMethod,
} from '../api/subscription';

const STATUS_COLOR: Record<SubscriptionStatus, string> = {
  trialing: 'blue',
  active: 'green',
  past_due: 'orange',
  unsubscribed: 'red',
};

const day = (iso: string | null, language: string) =>
  iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : '';

/** The server's words for a refused call, else 'Something went wrong!' (spec section 8, coupons). */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}

/**
 * /subscription, for the agency's owner and admins: the state of the subscription, the card
 * (3-D Secure when the bank asks), the plans with the monthly / annual switch and a coupon, plan
 * changes, and the invoices with their PDFs.
 */
export function SubscriptionPage() {
  const { t } = useTranslation(['billing', 'checkout']);
  const { profile, isLoadingProfile, refresh } = useSession();
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const subscription = useSubscription();
  const method = usePaymentMethod();
  const [duration, setDuration] = useState<Duration>('monthly');
  const current = subscription.data;
  const billings = useBillings(current?.planType ?? 'Starter', duration);
  const subscribe = useSubscribe();
  const changePlan = useChangePlan();
  const saveCard = useSavePaymentMethod();
  const verifyCard = useVerifyPaymentMethod();
  const [coupon, setCoupon] = useState('');
  const [planError, setPlanError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const verifying = useRef(false);
  const fallback = t('common:common.somethingWentWrongBang');

  // Back from the bank's 3-D Secure page: check the card again.
  const isBackFromChallenge = params.get('card') === 'verify';
  useEffect(() => {
    if (!isBackFromChallenge || verifying.current) return;
    verifying.current = true;
    verifyCard.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status === 'verified') void notify(t('card.saved'), 'success');
        else setCardError(t('card.notConfirmed'));
        refresh();
      },
      onError: (error) => setCardError(messageOf(error, fallback)),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [isBackFromChallenge, verifyCard, t, fallback, setParams, refresh]);

  if (isLoadingProfile || subscription.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }
  if (!profile || !isManagerType(profile.userType) || subscription.isError || !current) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" data-testid="subscription-forbidden">
          {t('managersOnly')}
        </Alert>
      </Container>
    );
  }

  const choose = (plan: Plan) => {
    setPlanError(null);
    const onError = (error: unknown) => setPlanError(messageOf(error, fallback));
    const onSuccess = (response: { message: string }) => {
      void notify(response.message, 'success');
      setCoupon('');
      refresh();
    };
    if (current.status === 'active') {
      changePlan.mutate({ planType: plan.planType, duration: plan.duration }, { onSuccess, onError });
    } else {
      subscribe.mutate(
        { planType: plan.planType, duration: plan.duration, couponCode: coupon.trim() || null },
        { onSuccess, onError },
      );
    }
  };

  const onToken = (token: string) => {
    setCardError(null);
    saveCard.mutate(token, {
      onSuccess: (result) => {
        if (result.status === 'requires_action' && result.challengeUrl) {
          window.location.assign(result.challengeUrl);
          return;
        }
        void notify(t('card.saved'), 'success');
        refresh();
      },
      onError: (error) => setCardError(messageOf(error, fallback)),
    });
  };

  const isActive = current.status === 'active';
  const invoices = billings.data?.invoices ?? [];
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>

        <Card withBorder padding="lg" data-testid="subscription-status">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={2} fz="h3">
                {t(`plans.names.${current.planType}`)} · {t(`plans.${current.duration}Short`)}
              </Title>
              <Badge color={STATUS_COLOR[current.status]} data-testid="subscription-state">
                {t(`status.${current.status}`)}
              </Badge>
            </Group>
            {current.status === 'trialing' && (
              <Text>{t('trialEnds', { date: day(current.trialEndsAt, language) })}</Text>
            )}
            {isActive && <Text>{t('renews', { date: day(current.periodEnd, language) })}</Text>}
            {current.status === 'past_due' && (
              <Alert color="orange">
                {t('pastDue', { date: day(current.dueAt, language), next: day(current.nextActionAt, language) })}
              </Alert>
            )}
            {current.status === 'unsubscribed' && <Alert color="red">{t('unsubscribed')}</Alert>}
            {current.couponCode && <Text>{t('couponInUse', { code: current.couponCode })}</Text>}
            {current.credit.amount > 0 && (
              <Text>
                {t('credit')} <Ltr>{formatMoney(current.credit, language)}</Ltr>
              </Text>
            )}
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('card.title')}
            </Title>
            {method.data?.card ? (
              <Text data-testid="saved-card">
                {t('card.current', { brand: method.data.card.brand, last4: method.data.card.last4 })}{' '}
                {!method.data.card.isVerified && (
                  <Badge color="orange" variant="light">
                    {t('card.unconfirmed')}
                  </Badge>
                )}
              </Text>
            ) : (
              <Text c="dimmed">{t('card.none')}</Text>
            )}
            <CardForm
              amountLabel=""
              submitLabel={method.data?.card ? t('card.replace') : t('card.save')}
              isPaying={saveCard.isPending || verifyCard.isPending}
              error={cardError}
              onToken={onToken}
            />
          </Stack>
        </Card>

        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} fz="h3">
              {isActive ? t('changePlan') : t('choosePlan')}
            </Title>
            <DurationSwitch
              value={duration}
              onChange={setDuration}
              annualDiscountPercent={billings.data?.annualDiscountPercent ?? 0}
            />
          </Group>
          {!isActive && (
            <TextInput
              label={t('coupon.label')}
              description={t('coupon.hint')}
              value={coupon}
              onChange={(event) => setCoupon(event.currentTarget.value)}
              maw={320}
              autoComplete="off"
              dir="ltr"
            />
          )}
          {planError && (
            <Alert color="red" role="alert" data-testid="plan-error">
              {planError}
            </Alert>
          )}
          {billings.data && (
            <PlanCards
              plans={billings.data.plans}
              duration={duration}
              taxPercent={billings.data.taxPercent}
              current={isActive ? current : null}
              action={{
                label: isActive ? t('switchTo') : t('subscribe'),
                onSelect: choose,
                isBusy: subscribe.isPending || changePlan.isPending,
              }}
            />
          )}
        </Stack>

        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('invoices.title')}
          </Title>
          {invoices.length === 0 ? (
            <Text c="dimmed">{t('invoices.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table data-testid="invoices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoices.number')}</Table.Th>
                    <Table.Th>{t('invoices.date')}</Table.Th>
                    <Table.Th>{t('invoices.plan')}</Table.Th>
                    <Table.Th>{t('invoices.total')}</Table.Th>
                    <Table.Th>{t('invoices.pdf')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.map((invoice) => (
                    <Table.Tr key={invoice._id}>
                      <Table.Td>
                        <Ltr>{invoice.number}</Ltr>
                      </Table.Td>
                      <Table.Td>{day(invoice.createdAt, language)}</Table.Td>
                      <Table.Td>
                        {t(`plans.names.${invoice.planType}`)} · {t(`plans.${invoice.duration}Short`)}
                      </Table.Td>
                      <Table.Td>
                        <Ltr>{formatMoney(invoice.total, language)}</Ltr>
                        {invoice.couponCode && (
                          <Text span c="dimmed" fz="sm">
                            {' '}
                            ({invoice.couponCode})
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={invoice.pdfUrl} target="_blank" rel="noopener">
                          {t('invoices.download', { number: invoice.number })}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
