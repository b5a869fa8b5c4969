import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found by walking up from this module, so that paths hold both
 * from the TypeScript sources and from the bundled dist/main.js.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@travel/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above ' + start);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
export const ASSETS_DIR = path.join(SERVER_ROOT, 'assets');
