import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../api/api-error';

/** Why a booking could not be read: the server's message, or 'Something went wrong'. */
export function BookingReadError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" role="alert" data-testid="details-error">
      {error instanceof ApiError && error.message ? error.message : t('common.somethingWentWrong')}
    </Alert>
  );
}
