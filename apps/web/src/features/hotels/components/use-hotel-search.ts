import { useEffect, useReducer } from 'react';
import {
  HOTEL_PAGE_SIZE,
  mergeHotelPage,
  type HotelPage,
  type HotelResult,
  type HotelSearchInput,
  type HotelSearchStarted,
} from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { fetchHotelPage, startHotelSearch } from '../api/search-hotels';

/** The first poll comes this soon after the start; each next one waits longer, up to the cap. */
const FIRST_POLL_MS = 300;
const POLL_BACKOFF = 1.5;
const MAX_POLL_MS = 2_000;
/** Once every vendor answered, the rest of the hotels are read in pages this big (the server's most). */
const LOAD_PAGE_SIZE = 200;
const MAX_TIMER_MS = 2 ** 31 - 1;

export type HotelSearchStatus = 'idle' | 'starting' | 'polling' | 'loading' | 'done' | 'failed' | 'expired';

export interface HotelSearchState {
  status: HotelSearchStatus;
  started: HotelSearchStarted | null;
  /** Every hotel loaded so far, in the polled order (spec: rating desc, price desc). */
  hotels: HotelResult[];
  /** The last page answered: vendors' progress, the count, pollCompleted. */
  last: HotelPage | null;
  /** The server's message when the search failed. */
  error: string | null;
}

type Action =
  | { type: 'start' }
  | { type: 'started'; started: HotelSearchStarted }
  | { type: 'page'; hotels: HotelResult[]; page: HotelPage; status: HotelSearchStatus }
  | { type: 'end'; status: 'done' | 'failed' | 'expired'; error?: string };

const IDLE: HotelSearchState = { status: 'idle', started: null, hotels: [], last: null, error: null };

function reduce(state: HotelSearchState, action: Action): HotelSearchState {
  switch (action.type) {
    case 'start':
      return { ...IDLE, status: 'starting' };
    case 'started':
      return { ...state, status: 'polling', started: action.started };
    case 'page':
      return { ...state, status: action.status, hotels: action.hotels, last: action.page };
    case 'end':
      return { ...state, status: action.status, error: action.error ?? null };
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Runs one hotel search: starts it, polls its first page until every vendor answered (waiting
 * longer between polls), then reads the rest of its hotels, appending each page by the spec's
 * rule. Stops when the page is left or the search changes; `attempt` starts it again.
 */
export function useHotelSearch(body: HotelSearchInput | null, attempt: number): HotelSearchState {
  const [state, dispatch] = useReducer(reduce, IDLE);
  const key = body ? JSON.stringify(body) : null;

  useEffect(() => {
    if (key === null) return;
    const request = JSON.parse(key) as HotelSearchInput;
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      dispatch({ type: 'start' });
      const started = await startHotelSearch(request, signal);
      dispatch({ type: 'started', started });
      let hotels: HotelResult[] = [];
      let nextPage: number | null = null;
      let delay = FIRST_POLL_MS;
      for (;;) {
        const page = await fetchHotelPage(started.searchUrl, { from: 0, size: HOTEL_PAGE_SIZE }, signal);
        hotels = mergeHotelPage(hotels, nextPage, 0, page.hotels);
        nextPage = page.nextPage;
        const status = page.pollCompleted ? (nextPage === null ? 'done' : 'loading') : 'polling';
        dispatch({ type: 'page', hotels, page, status });
        if (page.pollCompleted) break;
        await sleep(delay, signal);
        delay = Math.min(MAX_POLL_MS, delay * POLL_BACKOFF);
      }
      while (nextPage !== null) {
        const from: number = nextPage;
        const page = await fetchHotelPage(started.searchUrl, { from, size: LOAD_PAGE_SIZE }, signal);
        hotels = mergeHotelPage(hotels, nextPage, from, page.hotels);
        nextPage = page.nextPage;
        dispatch({ type: 'page', hotels, page, status: nextPage === null ? 'done' : 'loading' });
      }
    };
    run().catch((error: unknown) => {
      if (signal.aborted) return;
      if (error instanceof ApiError && error.code === 'OFFER_EXPIRED') dispatch({ type: 'end', status: 'expired' });
      else dispatch({ type: 'end', status: 'failed', error: error instanceof Error ? error.message : undefined });
    });
    return () => controller.abort();
  }, [key, attempt]);

  // Results expire (30 minutes): the page then offers a new search.
  const expiresAt = state.started ? Date.parse(state.started.expiresAt) : Number.NaN;
  useEffect(() => {
    // A timer longer than a 32-bit count of milliseconds would fire at once.
    if (Number.isNaN(expiresAt) || expiresAt - Date.now() > MAX_TIMER_MS) return;
    const timer = setTimeout(() => dispatch({ type: 'end', status: 'expired' }), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  return key === null ? IDLE : state;
}
