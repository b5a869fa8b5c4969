import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import type { CancellationQuote } from '@travel/contracts';

/** What cancelling now keeps and returns, and whether the ticket can still be voided. */
export function QuoteSummary({ quote, isTicketed }: { quote: CancellationQuote; isTicketed: boolean }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  return (
    <Stack gap="sm" data-testid="cancellation-quote">
      <SimpleGrid cols={2}>
        <div>
          <Text size="sm" c="dimmed">
            {t('flights.cancel.penalty')}
          </Text>
          <Text fw={700} data-testid="penalty-amount">
            {formatMoney(quote.penalty, language)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('flights.cancel.refund')}
          </Text>
          <Text fw={700} data-testid="refund-amount">
            {formatMoney(quote.refund, language)}
          </Text>
        </div>
      </SimpleGrid>
      <Alert color={quote.isVoidable ? 'teal' : 'gray'} variant="light" data-testid="voidable-note">
        {quote.isVoidable
          ? t('flights.cancel.voidable')
          : isTicketed
            ? t('flights.cancel.notVoidable')
            : t('flights.cancel.notTicketed')}
      </Alert>
    </Stack>
  );
}
