import { describe, expect, it } from 'vitest';
import messagesEn from '@travel/contracts/i18n/messages-en';

/**
 * Every literal key the code translates exists in English: a key that does not exist renders
 * as itself ('somethingWentWrong' on screen), which no type check catches. Keys built at run
 * time (template literals) are out of reach of this check.
 */

type Tree = { [key: string]: string | Tree };

const locales = import.meta.glob<Tree>('./en/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../locales/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Whether the tree has the key; a `*` part (a prefix built at run time) matches any branch. */
function has(tree: Tree | string | undefined, key: string): boolean {
  if (key === '') return typeof tree === 'string';
  if (typeof tree !== 'object') return false;
  const [part = '', ...rest] = key.split('.');
  const branches = part === '*' ? Object.values(tree) : [tree[part]];
  return branches.some((branch) => has(branch, rest.join('.')));
}

/** A key prefix as written: a template literal's `${...}` parts match any one branch. */
const prefixOf = (written: string) => written.replace(/\$\{[^}]*\}/g, '*');

/**
 * Where the booking kit's components look (shared/booking/texts.ts): every `{ ns, keyPrefix }`
 * a screen hands them.
 */
const kitScopes = Object.values(sources).flatMap((source) =>
  [...source.matchAll(/\{\s*ns:\s*'([^']+)',\s*keyPrefix:\s*(?:'([^']+)'|`([^`]+)`)\s*\}/g)].map(
    ([, ns, literal, template]) => `${ns}|${prefixOf(literal ?? template ?? '')}.`,
  ),
);

/** A key exists in a namespace as itself or through its plural forms. */
function existsIn(namespace: string, key: string): boolean {
  const tree =
    namespace === 'common' ? { ...locales['./en/common.json'], ...nestMessages() } : locales[`./en/${namespace}.json`];
  return has(tree, key) || has(tree, `${key}_one`) || has(tree, `${key}_other`);
}

function nestMessages(): Tree {
  const nested: Record<string, Tree> = {};
  for (const [flat, text] of Object.entries(messagesEn)) {
    const [group = '', name = ''] = flat.split('.', 2);
    nested[group] = { ...nested[group], [name]: text };
  }
  return nested;
}

/**
 * Where a file's `t` looks: the namespaces of its useTranslation(...) calls (with their
 * keyPrefix) and of the TFunction<...> it is handed; common when it names none.
 */
function scopesOf(source: string): string[] {
  const found = new Set<string>();
  const calls = source.matchAll(
    /useTranslation\(\s*(\[[^\]]*\]|'[^']*')?(?:\s*,\s*\{\s*keyPrefix:\s*(?:'([^']+)'|`([^`]+)`|(\w+)))?/g,
  );
  for (const match of calls) {
    const [, argument, literal, template, variable] = match;
    const prefix = literal ?? (template ? prefixOf(template) : variable ? '*' : undefined);
    const names = argument ? [...argument.matchAll(/'([^']+)'/g)].map((name) => name[1] ?? '') : ['common'];
    for (const name of names) found.add(prefix ? `${name}|${prefix}.` : `${name}|`);
  }
  if (source.includes('useKitTexts(')) for (const scope of kitScopes) found.add(scope);
  for (const match of source.matchAll(/TFunction<\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const name of (match[1] ?? '').matchAll(/'([^']+)'/g)) found.add(`${name[1] ?? ''}|`);
  }
  return found.size ? [...found] : ['common|'];
}

function missingKeys(path: string, source: string): string[] {
  const scopes = scopesOf(source);
  const missing: string[] = [];
  const calls = [
    ...source.matchAll(/\bt\(\s*'([^'$]+)'/g),
    ...source.matchAll(/i18nKey="([^"]+)"/g),
    ...source.matchAll(/\bi18n\.t\(\s*'([^'$]+)'/g),
  ];
  for (const call of calls) {
    const written = call[1] ?? '';
    const [prefix, rest] = written.includes(':') ? written.split(':', 2) : [undefined, written];
    const key = rest ?? '';
    const candidates = prefix ? [`${prefix}|`] : scopes;
    const found = candidates.some((scope) => {
      const [namespace = '', keyPrefix = ''] = scope.split('|');
      return existsIn(namespace, `${keyPrefix}${key}`);
    });
    if (!found) missing.push(`${path}: ${written}`);
  }
  return missing;
}

describe('translation keys used in the code', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('all exist in English', () => {
    const missing = Object.entries(sources).flatMap(([path, source]) => missingKeys(path, source));
    expect(missing).toEqual([]);
  });

  it('would catch a key missing from its namespace', () => {
    expect(missingKeys('x.tsx', "const { t } = useTranslation();\nt('common:somethingWentWrong')")).toEqual([
      'x.tsx: common:somethingWentWrong',
    ]);
    expect(missingKeys('x.tsx', "const { t } = useTranslation();\nt('common:common.somethingWentWrong')")).toEqual([]);
  });
});
