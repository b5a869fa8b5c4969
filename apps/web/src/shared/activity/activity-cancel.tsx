import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { formatMoney, type ActivityBooking, type ActivityCancelResult, type ActivityPenalty } from '@travel/contracts';
import { useIsAgencyActive } from '../agency/agency-context';
import { api } from '../api/client';
import { useFailureMessage } from '../booking/checkout/stop-notice';
import { currentLanguage } from '../i18n/i18n';
import { Ltr } from '../widgets/ltr';

type CancelAnswer = ActivityCancelResult['data'] & { message: string };

/** What cancelling now returns, with the reasons (GET api/activities/bookings/{id}/cancel-penalty). */
function getPenalty(bookingId: string) {
  return api
    .get<{ data: ActivityPenalty }>(`/api/activities/bookings/${encodeURIComponent(bookingId)}/cancel-penalty`)
    .then((r) => r.data);
}

/** Cancels when the refund is still the quoted one; else priceChanged with the new refund (POST api/activities/bookings/cancel). */
function cancelBooking(body: { bookingId: string; reason: string; quoteAmount: number }): Promise<CancelAnswer> {
  return api
    .post<ActivityCancelResult>('/api/activities/bookings/cancel', body)
    .then((r) => ({ ...r.data, message: r.message }));
}

/**
 * An activity's cancellation, for its customer and its agency: the refund now and the reasons
 * (cancel-penalty), a reason chosen, then cancel with the quoted refund. When the refund moved
 * meanwhile (a tier's deadline passed) the supplier answers priceChanged with the new refund: it
 * is shown and the customer confirms again with it.
 */
export function ActivityCancel({
  booking,
  onCancelled,
  onFailed,
}: {
  booking: Pick<ActivityBooking, 'bookingId' | 'referenceNumber'>;
  onCancelled(booking: ActivityBooking, message: string): void;
  onFailed(): void;
}) {
  const { t } = useTranslation('activity-booking');
  const language = currentLanguage();
  const isActive = useIsAgencyActive();
  const failureMessage = useFailureMessage();
  const penalty = useMutation({ mutationFn: getPenalty, meta: { silent: true } });
  const cancel = useMutation({ mutationFn: cancelBooking, meta: { silent: true } });
  const [reason, setReason] = useState<string | null>(null);
  const [changedRefund, setChangedRefund] = useState<number | null>(null);
  const quote = penalty.data;
  const money = (amount: number) => (quote ? formatMoney({ amount, currency: quote.currency }, language) : '');

  if (!quote)
    return (
      <Stack gap="xs">
        {penalty.error && (
          <Alert color="red" role="alert">
            {failureMessage(penalty.error)}
          </Alert>
        )}
        <Group>
          <Button
            variant="light"
            color="red"
            loading={penalty.isPending}
            onClick={() => penalty.mutate(booking.bookingId)}
          >
            {t('cancel.getQuote')}
          </Button>
        </Group>
      </Stack>
    );

  const refund = changedRefund ?? quote.refundAmount;
  const confirm = () => {
    if (!reason) return;
    cancel.mutate(
      { bookingId: booking.bookingId, reason, quoteAmount: refund },
      {
        onSuccess: (answer) => {
          if (answer.priceChanged) {
            setChangedRefund(answer.changedRefundAmount ?? answer.refundAmount);
            return;
          }
          onCancelled(answer.booking, answer.message);
        },
        onError: onFailed,
      },
    );
  };
  return (
    <Stack gap="sm" data-testid="activity-cancel">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <div>
          <Text size="sm" c="dimmed">
            {t('cancel.refund')}
          </Text>
          <Text fw={700} data-testid="refund-amount">
            <Ltr>{money(refund)}</Ltr>
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('cancel.penalty')}
          </Text>
          <Text fw={700} data-testid="penalty-amount">
            <Ltr>{formatMoney(quote.penalty, language)}</Ltr>
          </Text>
        </div>
      </SimpleGrid>
      {changedRefund !== null && (
        <Alert color="orange" role="alert" data-testid="refund-changed">
          {t('cancel.refundChanged', { previous: money(quote.refundAmount), current: money(changedRefund) })}
        </Alert>
      )}
      <Select
        label={t('cancel.reason')}
        placeholder={t('cancel.reasonPlaceholder')}
        data={quote.reasons.map((each) => ({ value: each.code, label: t(`cancel.reasons.${each.code}`) }))}
        value={reason}
        onChange={setReason}
        allowDeselect={false}
        required
      />
      {cancel.error && (
        <Alert color="red" role="alert">
          {failureMessage(cancel.error)}
        </Alert>
      )}
      <Text size="sm">{t('cancel.irreversible')}</Text>
      <Group>
        <Button color="red" onClick={confirm} loading={cancel.isPending} disabled={!reason || !isActive}>
          {changedRefund === null
            ? t('cancel.confirm', { refund: money(refund) })
            : t('cancel.reconfirm', { refund: money(refund) })}
        </Button>
      </Group>
    </Stack>
  );
}
