import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { PublicAgency } from '@travel/contracts';
import { AgencyProvider } from '../shared/agency/agency-context';
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
