import {
  Alert,
  Anchor,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { BookingHistory } from '../../../shared/booking/manage/booking-history';
import { DetailSection as Section } from '../../../shared/booking/manage/detail-section';
import { cardBrandName } from '../../../shared/format/card-brand';
import { formatInstant, isCancellable } from '../../../shared/format/booking';
import { HotelDetailsSections } from '../../../shared/hotel/hotel-sections';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { BookingStatusBadge } from '../../../shared/widgets/booking-status';
import { Ltr } from '../../../shared/widgets/ltr';
import { PriceLines } from '../../../shared/widgets/price-lines';
import { useHotelBooking } from '../api/hotel-bookings';
import { HotelCancelPanel } from '../components/cancel-panel';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Text>
    </div>
  );
}

/** One hotel booking of the agency (/bookings/hotels/:id), with the same cancel as its row in the list. */
export function HotelBookingPage() {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useParams().id ?? '';
  const details = useHotelBooking(id);
  const back = (
    <Anchor component={Link} to="/bookings/hotels" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('hotels.detail.back')}
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
  const { breakdown, payment } = booking;
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        {back}
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={1} size="h2">
                  {booking.hotelName}
                </Title>
                <Text size="sm" c="dimmed">
                  <Ltr>{booking.hotelAddress}</Ltr>
                </Text>
              </div>
              <BookingStatusBadge status={booking.bookingStatus} />
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Fact label={t('hotels.detail.reference')} value={booking.referenceNumber} testId="reference-number" />
              <Fact
                label={t('hotels.detail.confirmation')}
                value={booking.hotelConfirmationNumber ?? booking.supplierReference ?? '—'}
                testId="hotel-confirmation"
              />
              <Fact label={t('hotels.detail.customer')} value={booking.customerName} />
              <Fact label={t('hotels.detail.created')} value={formatInstant(booking.createdAt, language)} />
              <Fact label={t('hotels.detail.vendor')} value={booking.vendor} />
              {booking.cancelledAt && (
                <Fact label={t('hotels.detail.cancelledAt')} value={formatInstant(booking.cancelledAt, language)} />
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <HotelDetailsSections booking={booking} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Section title={t('hotels.detail.actions')} testId="booking-manage">
                {isCancellable(booking) ? (
                  <HotelCancelPanel key={details.dataUpdatedAt} booking={booking} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('hotels.detail.noActions')}
                  </Text>
                )}
              </Section>
              <Section title={t('hotels.detail.price')}>
                <PriceLines
                  currency={breakdown.currency}
                  lines={breakdown.lines}
                  total={breakdown.total}
                  audience="agency"
                >
                  <Text size="sm" c="dimmed" data-testid="payment-card">
                    {!payment
                      ? t('hotels.price.unpaid')
                      : payment.cardLast4
                        ? t('hotels.price.card', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })
                        : t('hotels.price.onAccount')}
                  </Text>
                </PriceLines>
              </Section>
              <Section title={t('hotels.detail.history')}>
                <BookingHistory history={booking.history} />
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
