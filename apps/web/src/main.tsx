// The first paint needs only the library's variables and base rules (the shell is plain
// elements); its component styles come with the first page or dialog that uses it (ui-provider).
// The library's rules sit in the `mantine` cascade layer, so our own styles win over them
// whichever stylesheet arrives last.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.layer.css';
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
