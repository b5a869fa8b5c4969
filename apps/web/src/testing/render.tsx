import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { PublicAgency } from '@travel/contracts';
import { AgencyProvider } from '../shared/agency/agency-context';
import { queryClient, QueryProvider } from '../shared/api/query-provider';
import { PreferencesProvider } from '../shared/preferences/preferences-context';
import { SessionProvider } from '../shared/session/session-context';
import { UiProvider } from '../shared/ui/ui-provider';
import { testAgency } from './test-agency';

/** Renders a component inside the app's providers, at a route, for one agency. */
export function renderUi(ui: ReactElement, options: { route?: string; agency?: PublicAgency } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <PreferencesProvider>
        <SessionProvider>
          <AgencyProvider agency={options.agency ?? testAgency()}>
            <UiProvider>{ui}</UiProvider>
          </AgencyProvider>
        </SessionProvider>
      </PreferencesProvider>
    </MemoryRouter>,
  );
}

/** A page as the app renders it, queries fresh, with the library in test mode (no transitions or portals). */
export function renderPageAt(ui: ReactElement, route: string): RenderResult {
  queryClient.clear();
  return renderUi(
    <MantineProvider env="test">
      <QueryProvider>{ui}</QueryProvider>
    </MantineProvider>,
    { route },
  );
}
