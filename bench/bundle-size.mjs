// Initial JavaScript per route, brotli-compressed: the entry chunk and everything it imports
// statically, and the route's lazy page chunk and its static imports (from Vite's manifest). The
// page language's shell texts come inlined in index.html (platform/web/index-html.ts), not as a
// script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
/** Route -> the source module of its lazily loaded page. */
export const ROUTE_PAGES = {
  '/ (landing)': 'src/features/landing/pages/landing-page.tsx',
  '/privacy-policy': 'src/features/legal/pages/agency-legal-page.tsx',
  '/errors': 'src/features/errors/pages/error-page.tsx',
};

function brotliSize(file) {
  return brotliCompressSync(readFileSync(path.join(DIST, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

function collect(manifest, key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen);
}

export function measureRoutes() {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const results = [];
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    const keys = new Set();
    collect(manifest, entryKey, keys);
    collect(manifest, page, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + brotliSize(file), 0);
    results.push({ route, files: files.length, kilobytes: bytes / 1024 });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of measureRoutes())
    console.log(`${r.route.padEnd(20)} ${r.kilobytes.toFixed(1)} KB brotli in ${r.files} files`);
}
