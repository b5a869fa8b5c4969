import { Alert, Button, Container, Group, List, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { ShareLinkButton } from '../../../shared/short-links/share-link-button';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { todayIn } from '@travel/contracts';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useCountries } from '../../../shared/reference/get-countries';
import { saveRedirectPath } from '../../../shared/routing/paths';
import { useSession } from '../../../shared/session/session-context';
import { HotelResults } from '../components/hotel-results';
import { HotelSearchFormView } from '../components/search-form';
import { useHotelSearch } from '../components/use-hotel-search';
import {
  defaultHotelSearchForm,
  hotelSearchProblems,
  nightsOf,
  parseHotelSearchQuery,
  toHotelSearchBody,
  toHotelSearchQuery,
  type HotelSearchForm,
} from '../lib/search-link';

/**
 * `/booknow/hotels/search`: the form, and below it the results of the search in the URL. A search
 * is sent by writing it to the URL, so a reload or a shared link runs it again.
 */
export function HotelSearchPage() {
  const { t } = useTranslation('hotels');
  const location = useLocation();
  const navigate = useNavigate();
  const { currency } = usePreferences();
  const { hasToken, isTravelAgent } = useSession();
  const countries = useCountries();
  const [today] = useState(() => todayIn());
  const submitted = useMemo(() => parseHotelSearchQuery(location.search), [location.search]);
  const [form, setForm] = useState<HotelSearchForm>(() => submitted ?? defaultHotelSearchForm(today, ''));
  const [attempt, setAttempt] = useState(0);
  // Back and forward between searches show each one's form.
  const [formOf, setFormOf] = useState(location.search);
  if (formOf !== location.search) {
    setFormOf(location.search);
    if (submitted) setForm(submitted);
  }

  // The guests' nationality starts as the visitor's country (the server's guess), else the agency's default.
  const shown = form.nationality ? form : { ...form, nationality: countries.data?.defaultCountry ?? '' };
  const problems = useMemo(() => (submitted ? hotelSearchProblems(submitted, today) : []), [submitted, today]);
  const body = useMemo(
    () => (hasToken && submitted && problems.length === 0 ? toHotelSearchBody(submitted, currency) : null),
    [hasToken, submitted, problems, currency],
  );
  const search = useHotelSearch(body, attempt);

  // Searching needs a session: a visitor logs in first and comes back to the search (as the protected routes do).
  if (submitted && !hasToken) {
    saveRedirectPath(location.pathname + location.search);
    return <Navigate to="/logout" replace state={{ from: location }} />;
  }

  const submit = (next: HotelSearchForm) => {
    const query = `?${toHotelSearchQuery(next)}`;
    if (query === location.search) setAttempt((current) => current + 1);
    else void navigate({ search: query });
  };

  return (
    <Container size="xl" py="lg" w="100%" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {t('search.title')}
          </Title>
          {/* A search in the address: an agent may share it as a short link. */}
          {submitted && body && <ShareLinkButton />}
        </Group>
        <HotelSearchFormView form={shown} today={today} onChange={setForm} onSubmit={submit} />
        {submitted && problems.length > 0 && (
          <Alert color="orange" title={t('search.invalidLink')} role="alert">
            <List size="sm" data-testid="search-link-problems">
              {problems.map((problem) => (
                <List.Item key={problem}>{t(`search.problems.${problem}`)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {isTravelAgent && search.started && (
          // An agent proposes offers of this search to a client (the back-office's /proposals/new).
          <Group justify="flex-end">
            <Button
              component={Link}
              variant="light"
              to={`/proposals/new?${new URLSearchParams({
                corelationId: search.started.corelationId,
                // The stay, so the builder's flight, car and activity searches start from its dates and guests.
                ...(body
                  ? {
                      checkIn: body.stayPeriod.start,
                      checkOut: body.stayPeriod.end,
                      adults: String(body.occupancies.reduce((sum, room) => sum + room.numOfAdults, 0)),
                      country: body.nationality.alpha2Code,
                    }
                  : {}),
              }).toString()}`}
            >
              {t('search.propose')}
            </Button>
          </Group>
        )}
        {submitted && body && (
          <HotelResults
            key={`${search.started?.corelationId ?? 'starting'}`}
            search={search}
            nights={nightsOf(submitted)}
            rooms={submitted.rooms.length}
            onSearchAgain={() => setAttempt((current) => current + 1)}
          />
        )}
      </Stack>
    </Container>
  );
}
