import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { AppliedMarkup } from '@travel/contracts';
import { ApiError } from '../../api/api-error';
import { formatMarkup } from '../../format/markup';
import { currentLanguage } from '../../i18n/i18n';

/**
 * The end of a checkout form: why booking failed (the server's message, and what the vertical
 * adds, such as the way back to the rooms), the total again on a phone (where the price box
 * comes after the form), and 'Continue to payment'.
 */
export function CheckoutSubmit({
  error,
  errorAction,
  total,
  isPending,
  disabled,
}: {
  error: unknown;
  errorAction?: ReactNode;
  /** The total, formatted. */
  total: string;
  isPending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <>
      {error !== null && error !== undefined && (
        <Alert color="red" role="alert" data-testid="booking-error">
          {error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong')}
          {errorAction}
        </Alert>
      )}
      <Group justify="space-between" hiddenFrom="md" data-testid="total-before-continue">
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700}>{total}</Text>
      </Group>
      <Button type="submit" size="md" loading={isPending} disabled={disabled}>
        {t('continueToPayment')}
      </Button>
    </>
  );
}

/** The markup the price includes, named to agents only (spec 4: adopted from the price answer). */
export function MarkupNote({ markup, currency }: { markup: AppliedMarkup | null; currency: string }) {
  const { t } = useTranslation('checkout');
  if (!markup) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid="markup-note">
      {t('markupIncluded', { markup: formatMarkup(markup, currency, currentLanguage()) })}
    </Text>
  );
}
