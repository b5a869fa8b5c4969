import { useTranslation } from '../../../shared/i18n/react';
import { StopNotice } from '../../../shared/booking/checkout/stop-notice';
import { activityResultsPath } from '../../../shared/activity/paths';

/** A dead end (failed, sold out, incomplete, expired) with the way back to the results of the search. */
export function BackToResults({
  title,
  message,
  searchQuery,
}: {
  title: string;
  message?: string;
  searchQuery: string;
}) {
  const { t } = useTranslation('activity-booking');
  return (
    <StopNotice
      title={title}
      {...(message === undefined ? {} : { message })}
      action={{ label: t('backToResults'), to: activityResultsPath(searchQuery) }}
    />
  );
}
