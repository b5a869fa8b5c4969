import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconTicket } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, localDateTimeAt, type ActivityBooking } from '@travel/contracts';
import { ActivitySummary } from '../../../shared/activity/activity-summary';
import { activityPayPath } from '../../../shared/activity/paths';
import { BOOKING_STATUS_POLL_MS } from '../../../shared/booking/checkout/booking-status';
import { PriceBreakdown } from '../../../shared/booking/checkout/price-breakdown';
import { useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { DetailSection } from '../../../shared/booking/manage/detail-section';
import { isPayable } from '../../../shared/format/booking';
import { formatLocalTime, zonePlace } from '../../../shared/format/wall-clock';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { PageLoading } from '../../../shared/ui/page-loading';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { useActivityBooking } from '../api/book-activity';

type Outcome = 'confirmed' | 'awaiting' | 'rejected' | 'unpaid' | 'other';

/** What the customer is told: booked, awaiting the operator (manual confirmation), refused by it, unpaid, or else. */
export function outcomeOf(booking: ActivityBooking): Outcome {
  if (isPayable(booking)) return 'unpaid';
  if (booking.supplierStatus === 'REJECTED') return 'rejected';
  if (booking.bookingStatus !== 'confirmed' && booking.bookingStatus !== 'ticketed') return 'other';
  return booking.supplierStatus === 'PENDING' ? 'awaiting' : 'confirmed';
}

const ICONS: Record<Outcome, { color: string; icon: typeof IconCircleCheck }> = {
  confirmed: { color: 'teal', icon: IconCircleCheck },
  awaiting: { color: 'orange', icon: IconClockHour4 },
  unpaid: { color: 'orange', icon: IconClockHour4 },
  rejected: { color: 'red', icon: IconCircleX },
  other: { color: 'gray', icon: IconClockHour4 },
};

/** The booking after payment: status, reference, the ticket, what was paid, the ways on. */
function BookedActivity({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation('activity-booking');
  const language = currentLanguage();
  const outcome = outcomeOf(booking);
  const { color, icon: Icon } = ICONS[outcome];
  const zone = booking.activity.timeZone;
  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} size={40} radius="xl" aria-hidden>
            <Icon size={26} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t(`confirm.${outcome}Title`)}
          </Title>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Text>{t('confirm.reference')}</Text>
          <Text fz={28} fw={700} data-testid="reference-number">
            <Ltr>{booking.referenceNumber}</Ltr>
          </Text>
          {booking.bookingRef && (
            <Text c="dimmed" data-testid="supplier-reference">
              {t('confirm.supplierReference')} <Ltr>{booking.bookingRef}</Ltr>
            </Text>
          )}
          <Group gap="xs" mt="sm" aria-live="polite">
            <Text>{t('confirm.status')}</Text>
            <BookingStatusBadge status={booking.bookingStatus} />
          </Group>
          {outcome === 'awaiting' && (
            <Alert color="orange" mt="md" data-testid="awaiting-note" aria-live="polite">
              {booking.confirmBy
                ? t('confirm.awaitingBy', {
                    when: formatLocalTime(localDateTimeAt(zone, Date.parse(booking.confirmBy)), language),
                    place: zonePlace(zone),
                    email: booking.contact.email,
                  })
                : t('confirm.awaiting', { email: booking.contact.email })}
            </Alert>
          )}
          {outcome === 'rejected' && (
            <Alert color="red" mt="md" data-testid="rejected-note">
              {t('confirm.rejected', { email: booking.contact.email })}
            </Alert>
          )}
          {(outcome === 'confirmed' || outcome === 'awaiting') && (
            <>
              <Text mt="sm" data-testid="paid-amount">
                <Ltr>
                  {t('confirm.paid', {
                    amount: formatMoney(
                      { amount: booking.breakdown.total, currency: booking.breakdown.currency },
                      language,
                    ),
                  })}
                </Ltr>
              </Text>
              {outcome === 'confirmed' && (
                <Text size="sm" c="dimmed" mt="xs">
                  <Ltr>{t('confirm.mail', { email: booking.contact.email })}</Ltr>
                </Text>
              )}
            </>
          )}
          <Group mt="md" gap="md">
            {booking.ticketPdfUrl && (
              <Button
                component="a"
                href={booking.ticketPdfUrl}
                target="_blank"
                rel="noreferrer"
                leftSection={<IconTicket size={18} aria-hidden />}
                data-testid="ticket-link"
              >
                {t('confirm.ticket')}
              </Button>
            )}
            {outcome === 'unpaid' && (
              <Button component={Link} to={activityPayPath(booking.referenceNumber)}>
                {t('confirm.pay')}
              </Button>
            )}
            <Button
              component={Link}
              to="/mytrip"
              variant={booking.ticketPdfUrl || outcome === 'unpaid' ? 'default' : 'filled'}
            >
              {t('confirm.myTrips')}
            </Button>
          </Group>
          {outcome === 'awaiting' && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('confirm.ticketLater')}
            </Text>
          )}
        </Paper>
        <ActivitySummary activity={booking.activity} />
        <DetailSection title={t('confirm.pricePaid')}>
          <PriceBreakdown {...booking.breakdown} />
        </DetailSection>
        <Anchor component={Link} to="/mytrip" size="sm">
          {t('confirm.allTrips')}
        </Anchor>
      </Stack>
    </Container>
  );
}

/**
 * A booking's confirmation by its reference (/booknow/activities/confirmation/:referenceNumber):
 * confirmed with its ticket, or awaiting the operator's answer (manual confirmation, asked again
 * every 15 s until answered), the price paid, the way to My Trips.
 */
export function ActivityConfirmationPage() {
  const { t } = useTranslation('activity-booking');
  const { referenceNumber = '' } = useParams();
  const failureMessage = useFailureMessage();
  const details = useActivityBooking(referenceNumber, (query) =>
    query.state.data?.supplierStatus === 'PENDING' && query.state.data.bookingStatus === 'confirmed'
      ? BOOKING_STATUS_POLL_MS
      : false,
  );
  if (details.isPending) return <PageLoading />;
  if (!details.data)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={t('confirm.failed')}>
          {failureMessage(details.error)}
        </Alert>
      </Container>
    );
  return <BookedActivity booking={details.data} />;
}
