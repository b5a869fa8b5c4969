import { Alert, Button, Container, List, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { Link, useLocation } from 'react-router';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useFlightSearch } from '../api/search-flights';
import { FlightResults } from '../components/flight-results';
import { SearchSummary } from '../components/search-summary';
import { FLIGHT_SEARCH_PATH } from '../lib/paths';
import { parseSearchQuery, saveSearchUrl, toSearchBody, toSearchQuery } from '../lib/search-form';
import { searchLinkProblems } from '../lib/search-link';

/** True once `expiresAt` has passed, re-checked when it comes. */
function useIsPast(expiresAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [at]);
  return !Number.isNaN(at) && now >= at;
}

/**
 * `/booknow/flights/search-details`: the search in the query string (so a reload or a shared link
 * repeats it), the itineraries, and a notice with a new search once the offers expire.
 */
export function FlightResultsPage() {
  const { t } = useTranslation('flights');
  const location = useLocation();
  const { currency } = usePreferences();
  const form = useMemo(() => parseSearchQuery(location.search), [location.search]);
  const problems = useMemo(() => searchLinkProblems(location.search), [location.search]);
  // A link with a problem is not searched: the page says what is wrong instead.
  const body = useMemo(
    () => (form && problems.length === 0 ? toSearchBody(form, currency) : null),
    [form, problems, currency],
  );
  const search = useFlightSearch(body);
  const [expiredAnswer, setExpiredAnswer] = useState<number | null>(null);
  const isPast = useIsPast(search.data?.expiresAt);
  // A 410 from an offer of this answer, or the answer's own expiry time passed.
  const isExpired = isPast || (expiredAnswer !== null && expiredAnswer === search.dataUpdatedAt);
  const markExpired = useCallback(() => setExpiredAnswer(search.dataUpdatedAt), [search.dataUpdatedAt]);
  // A search opened from a link becomes the one the search page comes back to.
  useEffect(() => {
    if (form && problems.length === 0) saveSearchUrl(`${FLIGHT_SEARCH_PATH}?${toSearchQuery(form)}`);
  }, [form, problems]);

  if (!form || !body || problems.length > 0) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Alert color="orange" title={t('summary.invalid')} role="alert" w="100%">
            {problems.length > 0 && (
              <List size="sm" data-testid="search-link-problems">
                {problems.map((problem) => (
                  <List.Item key={`${problem.key}-${problem.values?.number ?? ''}`}>
                    {t(`summary.problems.${problem.key}`, problem.values)}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
          <Button component={Link} to={FLIGHT_SEARCH_PATH}>
            {t('summary.newSearch')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py="md" px={0} w="100%">
      <Stack gap="md">
        <VisuallyHidden component="h1">{t('results.title')}</VisuallyHidden>
        <SearchSummary form={form} />
        {isExpired && !search.isFetching && (
          <Alert color="orange" icon={<IconClockExclamation aria-hidden />} title={t('expired.title')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('expired.message')}</Text>
              <Button size="xs" onClick={() => void search.refetch()}>
                {t('expired.searchAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {search.isFetching ? (
          <Stack align="center" py="xl" role="status">
            <Loader aria-hidden />
            <Text c="dimmed">{t('results.loading')}</Text>
          </Stack>
        ) : (
          <FlightResults
            key={search.dataUpdatedAt}
            response={search.data}
            passengers={form.passengers}
            currency={currency}
            onExpired={markExpired}
          />
        )}
      </Stack>
    </Container>
  );
}
