import { useTranslation } from '../../../shared/i18n/react';
import { StopNotice } from '../../../shared/booking/checkout/stop-notice';
import { carResultsPath } from '../../../shared/car/paths';

/** The offer's 20 minutes are over: said plainly, with a new search of the same results. */
export function OfferExpired({ searchQuery }: { searchQuery: string }) {
  const { t } = useTranslation('car-booking');
  return (
    <StopNotice
      title={t('expired.title')}
      message={t('expired.text')}
      action={{ label: t('searchAgain'), to: carResultsPath(searchQuery) }}
    />
  );
}

/** A dead end (failed, sold out, incomplete) with the way back to the results of the search. */
export function BackToResults({
  title,
  message,
  searchQuery,
}: {
  title: string;
  message?: string;
  searchQuery: string;
}) {
  const { t } = useTranslation('car-booking');
  return (
    <StopNotice
      title={title}
      {...(message === undefined ? {} : { message })}
      action={{ label: t('backToResults'), to: carResultsPath(searchQuery) }}
    />
  );
}
