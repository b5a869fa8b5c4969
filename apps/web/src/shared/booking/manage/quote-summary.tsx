import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MantineBreakpoint } from '@mantine/core';
import { formatMoney, type BookingCancellationQuote } from '@travel/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { useKitTexts, type KitTexts } from '../texts';

/**
 * What cancelling now keeps and returns, and whether the ticket can still be voided. Its words
 * are the screen's (`penalty`, `refund`, `voidable`, `notVoidable`, `notTicketed` under `texts`).
 */
export function QuoteSummary({
  quote,
  isTicketed,
  texts,
  cols = 2,
}: {
  quote: BookingCancellationQuote;
  isTicketed: boolean;
  texts: KitTexts;
  cols?: number | Partial<Record<MantineBreakpoint | 'base', number>>;
}) {
  const { t } = useKitTexts(texts);
  const language = currentLanguage();
  return (
    <Stack gap="sm" data-testid="cancellation-quote">
      <SimpleGrid cols={cols}>
        <div>
          <Text size="sm" c="dimmed">
            {t('penalty')}
          </Text>
          <Text fw={700} data-testid="penalty-amount">
            {formatMoney(quote.penalty, language)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('refund')}
          </Text>
          <Text fw={700} data-testid="refund-amount">
            {formatMoney(quote.refund, language)}
          </Text>
        </div>
      </SimpleGrid>
      <Alert color={quote.isVoidable ? 'teal' : 'gray'} variant="light" data-testid="voidable-note">
        {quote.isVoidable ? t('voidable') : isTicketed ? t('notVoidable') : t('notTicketed')}
      </Alert>
    </Stack>
  );
}
