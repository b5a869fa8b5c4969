import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useNavigate } from 'react-router';
import { ACTIVITY_SORT_ORDERS, type ActivitySearchResult } from '@travel/contracts';
import { useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { ResultsWithFilters } from '../../../shared/widgets/results-with-filters';
import { SortDropdown } from '../../../shared/widgets/sort-dropdown';
import { createActivityCardText } from '../lib/card-text';
import type { ActivityFilters as Filters, ActivitySort } from '../lib/search-link';
import { ActivityCard } from './activity-card';
import { ActivityFilters, type ActivityTag, type UpdateActivityFilters } from './activity-filters';

export interface ActivityResultsProps {
  /** The pages loaded so far; undefined while the first runs or when it failed. */
  pages: InfiniteData<ActivitySearchResult> | undefined;
  isLoading: boolean;
  /** The last filters' cards are shown while the new filters' first page loads. */
  isRefreshing: boolean;
  /** The first page failed: no results, the error (spec: failure clears results). */
  error: unknown;
  /** A next page failed: what was loaded stays, with a way to try again. */
  isMoreFailed: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore(): void;
  filters: Filters;
  isFiltered: boolean;
  tags: readonly ActivityTag[];
  currency: string;
  sort: ActivitySort;
  onSort(sort: ActivitySort): void;
  update: UpdateActivityFilters;
  onReset(): void;
  /** The results page's query string, kept in the links to the details. */
  searchQuery: string;
  onSearchAgain(): void;
}

/**
 * The activities of one search, page after page: the count, sort and filters (a drawer on
 * phones), the cards, and 'Show more' while the last page was a full one.
 */
export function ActivityResults({
  pages,
  isLoading,
  isRefreshing,
  error,
  isMoreFailed,
  hasMore,
  isLoadingMore,
  onMore,
  filters,
  isFiltered,
  tags,
  currency,
  sort,
  onSort,
  update,
  onReset,
  searchQuery,
  onSearchAgain,
}: ActivityResultsProps) {
  const { t, i18n } = useTranslation('activities');
  const navigate = useNavigate();
  const open = useCallback((path: string) => void navigate(path), [navigate]);
  const text = useMemo(() => createActivityCardText(t, i18n.language), [t, i18n.language]);
  const products = useMemo(() => pages?.pages.flatMap((page) => page.products) ?? [], [pages]);
  const first = pages?.pages[0];
  const total = first?.totalRecords ?? 0;
  const isFailed = error !== null && error !== undefined;

  const filtersPanel = (
    <ActivityFilters
      filters={filters}
      tags={tags}
      currency={first?.currency ?? currency}
      update={update}
      onReset={onReset}
      isFiltered={isFiltered}
    />
  );
  const sortOptions = useMemo(() => ACTIVITY_SORT_ORDERS.map((value) => ({ value, label: t(`sort.${value}`) })), [t]);

  let count = '';
  if (isLoading) count = t('results.searching');
  else if (!isFailed) count = t('results.count', { count: total });

  const failureMessage = useFailureMessage();

  return (
    <Stack gap="md" component="section" aria-labelledby="activity-results-title">
      <Title order={2} size="h3" id="activity-results-title">
        {first ? t('results.titleIn', { place: first.destination.destinationName }) : t('results.title')}
      </Title>
      {isFailed && (
        <Alert color="red" title={t('error.title')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failureMessage(error)}</Text>
            <Button size="xs" onClick={onSearchAgain}>
              {t('error.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!isFailed && (
        <ResultsWithFilters
          filters={filtersPanel}
          count={count}
          countPrefix={(isLoading || isRefreshing) && <Loader size="sm" aria-hidden />}
          sort={<SortDropdown<ActivitySort> options={sortOptions} value={sort} onChange={onSort} />}
          texts={{
            title: t('filters.title'),
            show: t('filters.show'),
            close: t('filters.close'),
            showResults: t('filters.showResults', { count: total }),
          }}
        >
          {!isLoading && total === 0 && (
            <Stack align="center" py="lg" gap="xs">
              <Text c="dimmed" ta="center">
                {isFiltered ? t('results.emptyFiltered') : t('results.empty')}
              </Text>
              {isFiltered && (
                <Button variant="default" onClick={onReset}>
                  {t('filters.reset')}
                </Button>
              )}
            </Stack>
          )}
          {products.length > 0 && (
            <Stack
              gap={12}
              component="ul"
              aria-busy={isRefreshing}
              style={{ listStyle: 'none', opacity: isRefreshing ? 0.6 : 1 }}
              aria-label={t('results.listLabel')}
              p={0}
              m={0}
            >
              {products.map((product) => (
                <li key={product.productCode}>
                  <ActivityCard product={product} searchQuery={searchQuery} text={text} onOpen={open} />
                </li>
              ))}
            </Stack>
          )}
          {products.length > 0 && !isRefreshing && (
            <Stack align="center" gap="xs" py="sm">
              {isMoreFailed && (
                <Text size="sm" c="red" role="alert">
                  {t('results.moreFailed')}
                </Text>
              )}
              {hasMore ? (
                <Button variant="default" onClick={onMore} loading={isLoadingMore}>
                  {isMoreFailed ? t('error.retry') : t('results.more')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('results.allShown', { count: products.length })}
                </Text>
              )}
            </Stack>
          )}
        </ResultsWithFilters>
      )}
    </Stack>
  );
}
