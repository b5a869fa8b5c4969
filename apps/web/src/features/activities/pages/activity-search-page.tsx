import { Alert, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { ShareLinkButton } from '../../../shared/short-links/share-link-button';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useActivitySearch, useActivityTags, useStoredActivitySearch } from '../api/activity-search';
import { ActivityResults } from '../components/activity-results';
import { ActivitySearchFormView, type ActivitySearchForm } from '../components/search-form';
import type { UpdateActivityFilters } from '../components/activity-filters';
import {
  fromStoredSearch,
  isFiltered,
  NO_ACTIVITY_FILTERS,
  parseActivitySearchQuery,
  toActivitySearchBody,
  toActivitySearchQuery,
  type ActivitySearch,
  type ActivitySort,
} from '../lib/search-link';

const formOf = (search: ActivitySearch | null): ActivitySearchForm =>
  search ? { location: search.location, searchedText: search.searchedText } : { location: null, searchedText: '' };

/**
 * `/booknow/activities/search`: the form, and below it the activities of the search in the URL,
 * page after page. The search, its filters and its sort live in the URL, so a reload or a shared
 * link runs it again; the server filters and sorts (spec section 4, "Activities"). A kept
 * search's link (`?searchId=`, from search-store) opens as the search it stands for.
 */
export function ActivitySearchPage() {
  const { t } = useTranslation('activities');
  const location = useLocation();
  const navigate = useNavigate();
  const { currency } = usePreferences();
  const submitted = useMemo(() => parseActivitySearchQuery(location.search), [location.search]);
  const searchId = submitted ? null : new URLSearchParams(location.search).get('searchId');
  const stored = useStoredActivitySearch(searchId);
  const [form, setForm] = useState<ActivitySearchForm>(() => formOf(submitted));
  const [attempt, setAttempt] = useState(0);
  // Back and forward between searches show each one's form.
  const searchKey = submitted ? toActivitySearchQuery({ ...submitted, filters: NO_ACTIVITY_FILTERS }) : '';
  const [shownFor, setShownFor] = useState(searchKey);
  if (submitted && shownFor !== searchKey) {
    setShownFor(searchKey);
    setForm(formOf(submitted));
  }

  const body = useMemo(() => (submitted ? toActivitySearchBody(submitted, currency) : null), [submitted, currency]);
  const search = useActivitySearch(body, attempt);
  const tags = useActivityTags(submitted?.location.destinationId ?? null);

  /** Filters and sort replace the search in the URL (a new query: the pages start again). */
  const replace = useCallback(
    (next: ActivitySearch) => void navigate({ search: `?${toActivitySearchQuery(next)}` }, { replace: true }),
    [navigate],
  );
  const update = useCallback<UpdateActivityFilters>(
    (change) => {
      if (submitted) replace({ ...submitted, filters: { ...submitted.filters, ...change } });
    },
    [submitted, replace],
  );
  const reset = useCallback(() => {
    if (submitted) replace({ ...submitted, filters: NO_ACTIVITY_FILTERS });
  }, [submitted, replace]);
  const sortBy = useCallback(
    (sort: ActivitySort) => {
      if (submitted) replace({ ...submitted, sort });
    },
    [submitted, replace],
  );

  if (stored.data) {
    return <Navigate replace to={{ search: `?${toActivitySearchQuery(fromStoredSearch(stored.data))}` }} />;
  }

  // A new search: the place and words chosen, the filters of the last place dropped, the sort kept.
  const submit = (next: ActivitySearchForm) => {
    if (!next.location) return;
    const query = `?${toActivitySearchQuery({
      location: next.location,
      searchedText: next.searchedText,
      sort: submitted?.sort ?? 'RECOMMENDED',
      filters: NO_ACTIVITY_FILTERS,
    })}`;
    if (query === location.search) setAttempt((current) => current + 1);
    else void navigate({ search: query });
  };

  const firstError = search.data ? null : search.error;

  return (
    <Container size="xl" py="lg" w="100%" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {t('search.title')}
          </Title>
          {/* A search in the address: an agent may share it as a short link. */}
          {submitted && <ShareLinkButton />}
        </Group>
        <ActivitySearchFormView form={form} onChange={setForm} onSubmit={submit} />
        {stored.isLoading && <Loader size="sm" aria-label={t('search.opening')} />}
        {stored.isError && (
          <Alert color="orange" role="alert">
            {t('error.storedSearch')}
          </Alert>
        )}
        {submitted && (
          <ActivityResults
            pages={search.data}
            isLoading={search.isFetching && !search.data}
            isRefreshing={search.isPlaceholderData}
            error={firstError}
            isMoreFailed={search.isFetchNextPageError}
            hasMore={search.hasNextPage}
            isLoadingMore={search.isFetchingNextPage}
            onMore={() => void search.fetchNextPage()}
            filters={submitted.filters}
            isFiltered={isFiltered(submitted.filters)}
            tags={tags.data ?? []}
            currency={currency}
            sort={submitted.sort}
            onSort={sortBy}
            update={update}
            onReset={reset}
            searchQuery={location.search.replace(/^\?/, '')}
            onSearchAgain={() => setAttempt((current) => current + 1)}
          />
        )}
      </Stack>
    </Container>
  );
}
