import { useEffect, useState } from 'react';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MINUTES,
  type Language,
} from '@travel/contracts';
import { setCookie } from '../preferences/cookies';
import { Translator, type Texts } from './translator';

/**
 * One JSON file per language and namespace (src/locales/<lang>/<ns>.json), each its own chunk:
 * the shell's `common` loads at start, a feature's namespace with its first page.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
const sharedMessages: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('@travel/contracts/i18n/messages-en'),
  pt: () => import('@travel/contracts/i18n/messages-pt'),
  es: () => import('@travel/contracts/i18n/messages-es'),
};

/** Shared messages are flat ('validation.required'); nest them so the '.' look-up finds them. */
function nest(flat: Record<string, string>): Record<string, Record<string, string>> {
  const nested: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(flat)) {
    const [group = '', name = ''] = key.split('.', 2);
    nested[group] = { ...nested[group], [name]: text };
  }
  return nested;
}

/**
 * The shared API and validation messages belong to `common`, but the first paint needs none of
 * them: they load with the first page that has forms or calls the API (lazy-page.tsx), or with
 * the notice that shows one, and then follow every language change.
 */
let isSharedMessagesWanted = false;
const sharedMessagesLoaded = new Set<Language>();

async function readSharedMessages(language: Language): Promise<Record<string, Record<string, string>>> {
  return nest((await sharedMessages[language]()).default);
}

async function loadNamespace(language: string, namespace: string): Promise<Texts> {
  const file = localeFiles[`../../locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`missing locale file ${language}/${namespace}`);
  const { default: resources } = (await file()) as { default: Texts };
  if (namespace === 'common' && isLanguage(language) && isSharedMessagesWanted) {
    sharedMessagesLoaded.add(language);
    return { ...resources, ...(await readSharedMessages(language)) };
  }
  return resources;
}

/** Adds the shared messages of the page's language to `common` (once per language). */
export async function loadSharedMessages(): Promise<void> {
  isSharedMessagesWanted = true;
  const language = currentLanguage();
  if (sharedMessagesLoaded.has(language)) return;
  const messages = await readSharedMessages(language);
  i18n.addResourceBundle(language, 'common', messages);
  sharedMessagesLoaded.add(language);
}

/** Whether the shared messages are in, loading them if not; re-renders when they arrive. */
export function useSharedMessages(isNeeded = true): boolean {
  const [isLoaded, setLoaded] = useState(() => sharedMessagesLoaded.has(currentLanguage()));
  useEffect(() => {
    if (!isNeeded || isLoaded) return;
    let isCurrent = true;
    void loadSharedMessages().then(() => {
      if (isCurrent) setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, isLoaded]);
  return isLoaded;
}

/** The app's one translator; its language is set by initI18n. */
const i18n = new Translator(FALLBACK_LANGUAGE, loadNamespace);

/** The page's language as the server rendered it (<html lang>), else the fallback. */
export function initialLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

/** The `common` texts the server inlined into the page for its language, if any. */
function inlinedCommonTexts(language: Language): Texts | null {
  const element = document.getElementById('locale-common');
  if (!element?.textContent || element.dataset.lang !== language) return null;
  try {
    return JSON.parse(element.textContent) as Texts;
  } catch {
    return null;
  }
}

/** Starts in `language` with `common` (inlined by the server, else loaded); other namespaces load as needed. */
export async function initI18n(language: Language): Promise<Translator> {
  i18n.language = language;
  const inlined = inlinedCommonTexts(language);
  if (inlined) i18n.addNamespace(language, 'common', inlined);
  else await i18n.loadNamespaces('common');
  return i18n;
}

/** Switches language: loads its files, remembers it in the language cookie, sets <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  if (isSharedMessagesWanted) await loadSharedMessages();
  setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MINUTES * 60);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

export { i18n };
