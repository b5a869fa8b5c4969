import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes each language's `common` texts to `dist/locales/<language>/common.json`: the server
 * inlines the page's language into index.html, so the first render waits for no request of
 * texts (the chunks stay for language changes and the development server).
 */
export function shellLocales(): Plugin {
  let localesDir = '';
  return {
    name: 'travel:shell-locales',
    apply: 'build',
    configResolved(config) {
      localesDir = path.resolve(config.root, 'src/locales');
    },
    async generateBundle() {
      const languages = await readdir(localesDir, { withFileTypes: true });
      for (const entry of languages.filter((item) => item.isDirectory())) {
        const source = await readFile(path.join(localesDir, entry.name, 'common.json'), 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: `locales/${entry.name}/common.json`,
          source: JSON.stringify(JSON.parse(source)),
        });
      }
    },
  };
}
