import { MantineProvider } from '@mantine/core';
import { notifyManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import type { PublicAgency } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { renderUi } from '../../../testing/render';
import { testAgency } from '../../../testing/test-agency';

/** Shows where the router is, so a test sees the page navigate. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders an auth page at its route for a visitor of one agency, with the library in test mode. */
export function renderAuthPage(page: ReactElement, route: string, agency: PublicAgency = testAgency()) {
  queryClient.clear();
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        {page}
        <LocationProbe />
      </QueryProvider>
    </MantineProvider>,
    { route, agency },
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** A promise the test settles when it wants (a call still in flight). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The toasts shown through the mocked notifications, as message and colour. */
export function toastsOf(toast: ReturnType<typeof vi.fn>) {
  return toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));
}

/** Forgets every cookie the page can see. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** The text an element is described by (a field's error, a disabled button's reason). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits until `check` passes, polling on the real clock: with setTimeout faked (and not
 * advancing by itself) the page's own timers stand still until the test moves them.
 */
export async function eventually(check: () => void, tries = 1_000): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
}

/**
 * Fakes setTimeout alone: the page's timers move only when the test advances them. The query
 * library schedules its notifications with setTimeout(0), so they go on microtasks meanwhile.
 */
export function freezeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler(queueMicrotask);
}

export function unfreezeTimers(): void {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => {
    setTimeout(callback, 0);
  });
}
