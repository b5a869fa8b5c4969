import { cloneElement, Fragment, isValidElement, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n';
import type { TFunction, TranslateOptions, Translator } from './translator';

export type { TFunction } from './translator';

/**
 * The texts of `namespaces` for a component (the first is the default namespace of `t`, the
 * others load with it and are read as 'ns:key'); with `keyPrefix`, keys are read under it.
 * Suspends until they are loaded in the page's language; re-renders when the language changes.
 */
export function useTranslation(
  namespaces: string | readonly string[] = 'common',
  options: { keyPrefix?: string } = {},
): { t: TFunction; i18n: Translator } {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const version = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  const missing = list.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  // Suspense: the nearest boundary shows its fallback until the texts are in.
  if (missing.length > 0) throw i18n.loadNamespaces(missing);
  const [namespace = 'common'] = list;
  const { keyPrefix } = options;
  // A new `t` per language (and per texts added), so memoised texts follow a change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(namespace, keyPrefix), [namespace, keyPrefix, version]);
  return { t, i18n };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text with markup from the app's components: `I agree to the <terms>Terms</terms>` with
 * `components={{ terms: <Link to="/terms" /> }}` renders the link around 'Terms'. A tag with no
 * component renders its inner text.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TranslateOptions;
  components?: Record<string, ReactNode>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(
      isValidElement(component) ? (
        cloneElement(component, { key: parts.length }, inner)
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
