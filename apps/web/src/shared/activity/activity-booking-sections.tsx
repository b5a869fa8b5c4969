import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import type { ActivityBooking } from '@travel/contracts';
import { BookingFacts, BookingSummaryCard, type BookingFact } from '../booking/manage/booking-facts';
import { DetailSection } from '../booking/manage/detail-section';
import { TravellersTable } from '../booking/manage/travellers-table';
import { formatLocalTime, zonePlace } from '../format/wall-clock';
import { currentLanguage } from '../i18n/i18n';
import { BookingStatusBadge } from '../widgets/booking-status';
import { ActivitySummary } from './activity-summary';

type Answer = ActivityBooking['answers'][number];

/** A booking question's answer as the customer gave it, labelled by the question ('Weight: 62 kg'). */
function answerText(booking: ActivityBooking, answer: Answer): string {
  const question = booking.activity.bookingQuestions.find((each) => each.id === answer.questionId);
  return `${question?.label ?? answer.questionId}: ${answer.value}${answer.unit ? ` ${answer.unit}` : ''}`;
}

/** The start of a booked activity on its place's clock, its place named. */
export function useActivityStart() {
  const { t } = useTranslation('activity-booking');
  const language = currentLanguage();
  return (activity: ActivityBooking['activity']) =>
    t('summary.start', {
      when: formatLocalTime(`${activity.date}T${activity.startTime}`, language),
      place: zonePlace(activity.timeZone),
    });
}

/** The head of a booking's page: the activity, its status and its facts (the page's own). */
export function ActivityBookingHead({ booking, facts }: { booking: ActivityBooking; facts: readonly BookingFact[] }) {
  return (
    <BookingSummaryCard
      title={booking.activity.title}
      subtitle={booking.activity.destinationName}
      status={<BookingStatusBadge status={booking.bookingStatus} />}
    >
      <BookingFacts facts={facts} />
    </BookingSummaryCard>
  );
}

/** What was booked, in detail: the activity, travellers with their answers, the booking's answers, the ticket. */
export function ActivityBookingSections({ booking }: { booking: ActivityBooking }) {
  const { t } = useTranslation('activity-booking');
  return (
    <>
      <ActivitySummary activity={booking.activity} />
      <DetailSection title={t('booking.travelers')}>
        <Stack gap="sm">
          <TravellersTable
            travellers={booking.travelers}
            nameHeader={t('booking.name')}
            columns={[
              { header: t('booking.band'), cell: (traveller) => t(`bands.${traveller.band}`) },
              {
                header: t('booking.answers'),
                cell: (traveller) => traveller.answers.map((answer) => answerText(booking, answer)).join(' · ') || '—',
              },
            ]}
          />
          {booking.answers.map((answer) => (
            <Text size="sm" key={answer.questionId}>
              {answerText(booking, answer)}
            </Text>
          ))}
        </Stack>
      </DetailSection>
      {booking.ticketPdfUrl && (
        <Group>
          <Button
            component="a"
            href={booking.ticketPdfUrl}
            target="_blank"
            rel="noreferrer"
            variant="light"
            leftSection={<IconTicket size={18} aria-hidden />}
          >
            {t('confirm.ticket')}
          </Button>
        </Group>
      )}
    </>
  );
}
