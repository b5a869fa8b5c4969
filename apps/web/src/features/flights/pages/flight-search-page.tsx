import { Container, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { todayIn } from '@travel/contracts';
import { SearchForm } from '../components/search-form';
import { FLIGHT_RESULTS_PATH, FLIGHT_SEARCH_PATH } from '../lib/paths';
import {
  defaultSearchForm,
  parseSearchQuery,
  readSearchUrl,
  refreshDates,
  saveSearchUrl,
  toSearchQuery,
  type FlightSearchForm,
} from '../lib/search-form';

/** The form in the page's query, else the one kept for this session, else the defaults. */
function initialForm(search: string, today: string): FlightSearchForm {
  const stored = readSearchUrl();
  const storedQuery = stored?.includes('?') ? stored.slice(stored.indexOf('?')) : null;
  const form = parseSearchQuery(search) ?? (storedQuery ? parseSearchQuery(storedQuery) : null);
  return form ? refreshDates(form, today) : defaultSearchForm(today);
}

/**
 * `/booknow/flights/search`. The form lives in the URL as it changes (and the URL in session
 * storage), so coming back, reloading or sharing the link shows the same form.
 */
export function FlightSearchPage() {
  const { t } = useTranslation('flights');
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(() => todayIn());
  const [form, setForm] = useState(() => initialForm(location.search, today));
  const query = toSearchQuery(form);

  useEffect(() => {
    saveSearchUrl(`${FLIGHT_SEARCH_PATH}?${query}`);
    if (location.search !== `?${query}`) void navigate({ search: `?${query}` }, { replace: true });
  }, [query, location.search, navigate]);

  return (
    <Container size="lg" py="lg" w="100%" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('search.title')}
        </Title>
        <SearchForm
          form={form}
          today={today}
          onChange={setForm}
          onSubmit={(submitted) => void navigate(`${FLIGHT_RESULTS_PATH}?${toSearchQuery(submitted)}`)}
        />
      </Stack>
    </Container>
  );
}
