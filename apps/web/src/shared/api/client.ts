import { API_REQUEST_HEADER, type ErrorBody } from '@travel/contracts';
import { currentLanguage } from '../i18n/i18n';
import { isDebug } from '../preferences/debug';
import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const unauthorizedListeners = new Set<() => void>();
/** A 401 that came before anyone listened (the watcher loads after the first call). */
let missedUnauthorized = false;

/** Subscribes to 401 answers (the session-expired flow); one that came earlier is delivered now. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  if (missedUnauthorized) {
    missedUnauthorized = false;
    queueMicrotask(listener);
  }
  return () => unauthorizedListeners.delete(listener);
}

function reportUnauthorized(): void {
  if (unauthorizedListeners.size === 0) missedUnauthorized = true;
  unauthorizedListeners.forEach((listener) => listener());
}

const currencyRefusedListeners = new Set<() => void>();

/** Subscribes to answers refusing a currency that has no exchange rate (400 CURRENCY_NOT_SUPPORTED). */
export function onCurrencyRefused(listener: () => void): () => void {
  currencyRefusedListeners.add(listener);
  return () => currencyRefusedListeners.delete(listener);
}

function buildUrl(path: string, query?: Query): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/**
 * The one API client: JSON in and out, the visitor's language, the session cookie (HttpOnly,
 * sent by the browser), and failures as ApiError with the server's translated message.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    // Proves the call comes from the app's own pages (a GET that changes data requires it).
    [API_REQUEST_HEADER]: 'fetch',
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('', 0, 'NETWORK');
  }
  if (isDebug()) console.debug(`[api] ${method} ${path} -> ${response.status}`);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ErrorBody>;
    if (response.status === 401) reportUnauthorized();
    if (error.code === 'CURRENCY_NOT_SUPPORTED') currencyRefusedListeners.forEach((listener) => listener());
    throw new ApiError(error.message ?? '', response.status, error.code ?? 'INTERNAL', error.details ?? {});
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
