import { describe, expect, it } from 'vitest';
import messagesEn from '@travel/contracts/i18n/messages-en';
import messagesEs from '@travel/contracts/i18n/messages-es';
import messagesPt from '@travel/contracts/i18n/messages-pt';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const entry of flatten(value, path)) flat.set(...entry);
  }
  return flat;
}

function namespace(language: string, ns: string): Map<string, string> {
  const tree = files[`./${language}/${ns}.json`];
  return tree ? flatten(tree) : new Map();
}

/** Plural forms a language needs beyond English's one/other (e.g. 'many' in pt and es). */
const EXTRA_PLURAL = /_(zero|two|few|many)$/;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function expectComplete(english: Map<string, string>, translated: Map<string, string>, where: string) {
  for (const [key, text] of english) {
    const other = translated.get(key);
    expect(other, `${where}: missing ${key}`).toBeTypeOf('string');
    expect(other?.trim(), `${where}: empty ${key}`).not.toBe('');
    expect(placeholders(other ?? ''), `${where}: placeholders of ${key}`).toEqual(placeholders(text));
  }
  const extra = [...translated.keys()].filter(
    (key) => !english.has(key) && !(EXTRA_PLURAL.test(key) && english.has(key.replace(EXTRA_PLURAL, '_other'))),
  );
  expect(extra, `${where}: keys English lacks`).toEqual([]);
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]?.replace('.json', '') ?? ''))];

describe('translations', () => {
  it('exist for every namespace in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const ns of namespaces) {
      for (const language of ['en', 'pt', 'es'])
        expect(files[`./${language}/${ns}.json`], `${language}/${ns}.json`).toBeDefined();
    }
  });

  for (const ns of namespaces) {
    for (const language of ['pt', 'es']) {
      it(`${language}/${ns} has every English key, translated, with the same placeholders`, () => {
        expectComplete(namespace('en', ns), namespace(language, ns), `${language}/${ns}`);
      });
    }
  }

  it('the shared API and validation messages exist in pt and es', () => {
    const english = new Map(Object.entries(messagesEn));
    expectComplete(english, new Map(Object.entries(messagesPt)), 'pt/messages');
    expectComplete(english, new Map(Object.entries(messagesEs)), 'es/messages');
  });
});
