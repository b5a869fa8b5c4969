import { Container, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { ShareLinkButton } from '../../../shared/short-links/share-link-button';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { todayIn } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { saveRedirectPath } from '../../../shared/routing/paths';
import { useSession } from '../../../shared/session/session-context';
import { useCarSearch } from '../api/search-cars';
import { CarResults } from '../components/car-results';
import { CarSearchFormView } from '../components/search-form';
import {
  carSearchProblems,
  defaultCarSearchForm,
  parseCarSearchQuery,
  toCarSearchBody,
  toCarSearchQuery,
  type CarSearchField,
  type CarSearchForm,
} from '../lib/search-link';

/** The fields of the search body the server names in a 400, and the form's field each belongs to. */
const SERVER_FIELDS: Readonly<Record<string, CarSearchField>> = {
  location: 'pickup',
  pickupLatitude: 'pickup',
  returnLocation: 'dropoff',
  pickUpDateTime: 'pickUpDate',
  returnDateTime: 'returnDate',
  age: 'age',
  countryOfResidence: 'countryOfResidence',
};

function fieldErrorsOf(error: unknown): Partial<Record<CarSearchField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: Partial<Record<CarSearchField, string>> = {};
  for (const [key, message] of Object.entries(error.details)) {
    const field = SERVER_FIELDS[key.split('.')[0] ?? ''];
    if (field) errors[field] ??= message;
  }
  return errors;
}

const isSameSearch = (a: CarSearchForm, b: CarSearchForm) => toCarSearchQuery(a) === toCarSearchQuery(b);

/** The offers' details a details page read (features/car-checkout): a new search drops them. */
const CAR_DETAILS_KEY = ['car-details'];

/**
 * `/booknow/cars/search`: the form, and below it the offers of the search in the URL. A search
 * is sent by writing it to the URL, so a reload or a shared link runs it again; each search
 * starts with no results and no error (spec section 4, "Car rental").
 */
export function CarSearchPage() {
  const { t } = useTranslation('cars');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currency } = usePreferences();
  const { hasToken } = useSession();
  const [today] = useState(() => todayIn());
  const submitted = useMemo(() => parseCarSearchQuery(location.search), [location.search]);
  const [form, setForm] = useState<CarSearchForm>(() => submitted ?? defaultCarSearchForm(today));
  const [attempt, setAttempt] = useState(0);
  // Back and forward between searches show each one's form.
  const [formOf, setFormOf] = useState(location.search);
  if (formOf !== location.search) {
    setFormOf(location.search);
    if (submitted) setForm(submitted);
  }

  const problems = useMemo(() => (submitted ? carSearchProblems(submitted, today) : []), [submitted, today]);
  const body = useMemo(
    () => (hasToken && submitted && problems.length === 0 ? toCarSearchBody(submitted, currency) : null),
    [hasToken, submitted, problems, currency],
  );
  const search = useCarSearch(body, attempt);
  const serverErrors = useMemo(() => fieldErrorsOf(search.error), [search.error]);
  const hasFieldErrors = Object.keys(serverErrors).length > 0;

  // Searching needs a session: a visitor logs in first and comes back to the search (as the hotels do).
  if (submitted && !hasToken) {
    saveRedirectPath(location.pathname + location.search);
    return <Navigate to="/logout" replace state={{ from: location }} />;
  }

  // A new search starts with no results, no error (its own query) and no booking details (spec section 4).
  const searchAgain = () => {
    queryClient.removeQueries({ queryKey: CAR_DETAILS_KEY });
    setAttempt((current) => current + 1);
  };
  const submit = (next: CarSearchForm) => {
    const query = `?${toCarSearchQuery(next)}`;
    if (query === location.search) searchAgain();
    else {
      queryClient.removeQueries({ queryKey: CAR_DETAILS_KEY });
      void navigate({ search: query });
    }
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
        <CarSearchFormView
          form={form}
          today={today}
          onChange={setForm}
          onSubmit={submit}
          // The server's word on the search sent holds until the form is changed.
          serverErrors={submitted && isSameSearch(form, submitted) ? serverErrors : {}}
        />
        {submitted && body && !hasFieldErrors && (
          <CarResults
            key={`${location.search} ${attempt}`}
            result={search.data}
            isLoading={search.isFetching && !search.data}
            isFailed={search.isError}
            searchQuery={location.search.replace(/^\?/, '')}
            onSearchAgain={searchAgain}
          />
        )}
      </Stack>
    </Container>
  );
}
