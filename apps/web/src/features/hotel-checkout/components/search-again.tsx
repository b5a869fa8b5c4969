import { Alert, Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';

/** Whether a failure says the search or its rates expired (410). */
export const isExpiredError = (error: unknown) => error instanceof ApiError && error.status === 410;

/** The server's message of a failure, else the general one (spec 8). */
export function useFailureMessage() {
  const { t } = useTranslation('hotel-booking');
  return (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong');
}

/** A dead end said plainly (expired, sold out, failed), with the way on: back to the rooms or a new search. */
export function StopNotice({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  /** Where to go on: a label and a path; a new search by default. */
  action?: { label: string; to: string };
}) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" role="alert" title={title} data-testid="stop-notice">
        {message}
        <div>
          <Button mt="sm" component={Link} to={action?.to ?? '/booknow/hotels/search'}>
            {action?.label ?? t('searchAgain')}
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
