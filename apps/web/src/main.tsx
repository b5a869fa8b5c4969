import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shared/ui/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readBootAgency } from './shared/agency/bootstrap';
import { initI18n, initialLanguage } from './shared/i18n/i18n';
import { applyDebugFlag } from './shared/preferences/debug';

async function boot(): Promise<void> {
  applyDebugFlag(location.search);
  const [agency] = await Promise.all([readBootAgency(), initI18n(initialLanguage())]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App agency={agency} />
      </Suspense>
    </StrictMode>,
  );
}

void boot();
