import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PeopleListQuery } from '@travel/contracts';

/** Rows on a page of the clients and agents lists. */
export const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search and page, kept in the URL (`?q=ana&page=2`) so a reload, a link or the back
 * button shows the same rows. The box's text is written to the URL once typing pauses; a new
 * search starts at the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a pause in typing writes the URL; a URL change (back button) must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // The URL changed by itself (back button, a link): the box shows its search.
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (typed.trim() !== search) setTyped(search);
  }

  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });

  const query: PeopleListQuery = {
    offSet: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    searchQuery: search || undefined,
  };
  return { typed, setTyped, page, setPage, query };
}
