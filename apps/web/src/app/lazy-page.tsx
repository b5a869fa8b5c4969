import { lazy, type ComponentType } from 'react';
import { loadSharedMessages } from '../shared/i18n/i18n';

interface PageOptions {
  /** Uses the component library (default): wrap in its provider. Shell-only pages say false. */
  ui?: boolean;
  /** Reads the API through TanStack Query: wrap in the shared client. */
  queries?: boolean;
  /** Uses the shared validation and API messages (implied by `ui` and `queries`). */
  messages?: boolean;
}

/**
 * A page loaded on demand: each route is its own chunk. The component library and the query
 * client load with the first page that needs them, so the shell's first paint carries neither.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, options: PageOptions = {}) {
  const { ui = true, queries = false, messages = ui || queries } = options;
  return lazy(async () => {
    const [module, uiModule, queryModule] = await Promise.all([
      load(),
      ui ? import('../shared/ui/ui-provider') : null,
      queries ? import('../shared/api/query-provider') : null,
      // Forms and API answers use the shared validation and API messages.
      messages ? loadSharedMessages() : null,
    ]);
    const Page = pick(module);
    const UiProvider = uiModule?.UiProvider;
    const QueryProvider = queryModule?.QueryProvider;
    return {
      default: function LazyPage() {
        let page = <Page />;
        if (QueryProvider) page = <QueryProvider>{page}</QueryProvider>;
        return UiProvider ? <UiProvider>{page}</UiProvider> : page;
      },
    };
  });
}
