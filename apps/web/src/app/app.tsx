import { BrowserRouter } from 'react-router';
import type { PublicAgency } from '@travel/contracts';
import { AgencyNotFoundPage } from '../features/errors/pages/agency-not-found-page';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App({ agency }: { agency: PublicAgency | null }) {
  return (
    <AppProviders agency={agency}>
      {agency ? (
        <BrowserRouter>
          <AppRoutes agency={agency} />
        </BrowserRouter>
      ) : (
        <AgencyNotFoundPage />
      )}
    </AppProviders>
  );
}
