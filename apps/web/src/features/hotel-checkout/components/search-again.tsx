import { useTranslation } from '../../../shared/i18n/react';
import { StopNotice as KitStopNotice } from '../../../shared/booking/checkout/stop-notice';

export { isExpiredError, useFailureMessage } from '../../../shared/booking/checkout/stop-notice';

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
    <KitStopNotice
      title={title}
      {...(message === undefined ? {} : { message })}
      action={action ?? { label: t('searchAgain'), to: '/booknow/hotels/search' }}
    />
  );
}
