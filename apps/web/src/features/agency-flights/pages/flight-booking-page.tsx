import { Alert, Anchor, Center, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFlightBooking } from '../api/get-flight-booking';
import { BookingFacts } from '../components/booking-facts';
import { BookingLegs } from '../components/booking-legs';
import { BookingMoney } from '../components/booking-money';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { DetailSection as Section } from '../../../shared/booking/manage/detail-section';
import { BookingTravellers } from '../components/booking-people';
import { CancelPanel } from '../components/cancel-panel';
import { StatusBadges } from '../components/status-badges';
import { TicketButtons } from '../components/ticket-buttons';
import { isCancellable, routeOf } from '../../../shared/format/booking';

/** One flight booking of the agency, with the same actions as its row in the list. */
export function FlightBookingPage() {
  const { t } = useTranslation('agency');
  const id = useParams().id ?? '';
  const details = useFlightBooking(id);
  const back = (
    <Anchor component={Link} to="/bookings/flights" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('flights.detail.back')}
      </Group>
    </Anchor>
  );
  if (details.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          {back}
          <Alert color="red" role="alert" data-testid="details-error">
            {details.error instanceof ApiError && details.error.message
              ? details.error.message
              : t('common:common.somethingWentWrong')}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const booking = details.data;
  if (!booking) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        {back}
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Title order={1} size="h2">
                {routeOf(booking.flights)}
              </Title>
              <StatusBadges booking={booking} />
            </Group>
            <BookingFacts booking={booking} />
          </Stack>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Section title={t('flights.detail.itinerary')}>
                <BookingLegs flights={booking.flights} />
              </Section>
              <Section title={t('flights.detail.travellers')}>
                <BookingTravellers travelers={booking.travelers} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Section title={t('flights.detail.actions')} testId="booking-manage">
                <Stack gap="md">
                  <Group>
                    <TicketButtons booking={booking} size="sm" />
                  </Group>
                  {isCancellable(booking) ? (
                    <CancelPanel key={details.dataUpdatedAt} booking={booking} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('flights.detail.noActions')}
                    </Text>
                  )}
                </Stack>
              </Section>
              <Section title={t('flights.detail.price')}>
                <BookingMoney booking={booking} />
              </Section>
              <Section title={t('flights.detail.history')}>
                <BookingHistory history={booking.history} />
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
