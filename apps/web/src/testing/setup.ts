import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadSharedMessages } from '../shared/i18n/i18n';
import { staticMediaQuery } from './media-query';

// Components under test read English, as a visitor whose browser says 'en', with the shared
// messages a page with forms loads.
await initI18n('en');
await loadSharedMessages();

// happy-dom lacks these browser APIs that the component library calls.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQuery(query, false);
}
// An autosized Textarea listens for web fonts loading (document.fonts, a FontFaceSet).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => cleanup());
