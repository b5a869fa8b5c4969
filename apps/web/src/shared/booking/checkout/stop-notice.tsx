import { Alert, Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../api/api-error';

/** Whether a failure says the search, its offer or its rates expired (410). */
export const isExpiredError = (error: unknown) => error instanceof ApiError && error.status === 410;

/** Whether a failure says what was chosen is no longer available (409, sold out). */
export const isSoldOutError = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The server's message of a failure, else the general one (spec 8). */
export function useFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t('common:common.somethingWentWrong');
}

/**
 * A booking page's dead end said plainly (expired, sold out, failed), with the way on: back to
 * what was chosen, or a new search.
 */
export function StopNotice({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  /** Where to go on: a label and a path. */
  action: { label: string; to: string };
}) {
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" role="alert" title={title} data-testid="stop-notice">
        {message}
        <div>
          <Button mt="sm" component={Link} to={action.to}>
            {action.label}
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
