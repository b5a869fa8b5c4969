import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type CarDetails } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { Ltr } from '../../../shared/widgets/ltr';

/** The offer's price: what is paid now (markup included) and at the counter, and the way to the checkout. */
export function OfferPrice({ car, checkoutPath }: { car: CarDetails; checkoutPath: string }) {
  const { t } = useTranslation('car-booking');
  const language = currentLanguage();
  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-labelledby="offer-price-title" pos="sticky" top={16}>
      <Stack gap="xs">
        <Title order={2} size="h4" id="offer-price-title">
          {t('details.price')}
        </Title>
        <Text fz={28} fw={700} data-testid="offer-price">
          <Ltr>{formatMoney({ amount: car.price, currency: car.currencyCode }, language)}</Ltr>
        </Text>
        <Text size="sm" c="dimmed">
          {t('details.payNowFor', { count: car.rentalDays })}
        </Text>
        {car.payAtCounter.amount > 0 && (
          <Text size="sm" data-testid="offer-counter">
            {t('details.plusCounter')} <Ltr>{formatMoney(car.payAtCounter, language)}</Ltr>
          </Text>
        )}
        {/* Free cancellation while its window is open; a refundable rate past it shows its terms below. */}
        {(car.cancellationPolicy.charge.includedRateInd || car.cancellationPolicy.refundable === false) && (
          <Badge
            color={car.cancellationPolicy.charge.includedRateInd ? 'teal' : 'orange'}
            variant="light"
            w="fit-content"
            data-testid="free-cancellation-badge"
          >
            {car.cancellationPolicy.charge.includedRateInd ? t('details.freeCancellation') : t('details.nonRefundable')}
          </Badge>
        )}
        <Button component={Link} to={checkoutPath} size="md" mt="sm">
          {t('details.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
