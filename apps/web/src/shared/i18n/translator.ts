/**
 * The app's translation store and look-up (decision 025): the part of i18next the app uses, in
 * about a tenth of its size on the first paint. Texts are i18next-format JSON files, one per
 * language and namespace (src/locales/<lang>/<ns>.json): nested keys read with '.', a namespace
 * named in the key with ':' ('common:close'), plurals as `key_one`/`key_other` (and every other
 * CLDR category of the language, plus `key_zero` for a count of 0), and `{{name}}` placeholders
 * filled unescaped (React escapes what it renders).
 */

export type Texts = { [key: string]: string | Texts };

/** What a look-up takes beside its key: the values of its placeholders and these options. */
export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`...) and fills `{{count}}`. */
  count?: number;
  /** What to answer (its placeholders filled) when the key has no text. */
  defaultValue?: string;
  /** Another namespace than the caller's. */
  ns?: string;
  /** Another language than the page's (its texts must be loaded). */
  lng?: string;
  [value: string]: unknown;
}

/**
 * A look-up. The optional parameter names the namespaces a function taking one expects (e.g.
 * `TFunction<'flights'>`): documentation that the keys test reads, not checked by the compiler.
 */
export type TFunction<Namespaces extends string | readonly string[] = string> = ((
  key: string,
  options?: TranslateOptions,
) => string) & { readonly namespaces?: Namespaces | string | readonly string[] };

/** Reads a namespace's texts in a language (a dynamic import of its JSON file, in the app). */
export type NamespaceLoader = (language: string, namespace: string) => Promise<Texts>;

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function deepGet(texts: Texts | undefined, path: string): string | Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function deepMerge(target: Texts, source: Texts, overwrite: boolean): Texts {
  const merged: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    if (typeof value === 'object' && typeof existing === 'object') merged[key] = deepMerge(existing, value, overwrite);
    else if (overwrite || existing === undefined) merged[key] = value;
  }
  return merged;
}

/** Fills `{{name}}` (or `{{a.b}}`) from `values`; a placeholder with no value stays as written. */
export function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    let value: unknown = values;
    for (const part of name.split(KEY_SEPARATOR))
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    return value === undefined || value === null ? placeholder : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export class Translator {
  language: string;
  private readonly store = new Map<string, Texts>();
  /** The namespaces read whole (by the loader or given at start), by `language:namespace`. */
  private readonly loaded = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /**
   * Bumped when the language changes or texts are added to a loaded namespace: what a rendered
   * text may depend on. A namespace arriving needs no bump: whoever waits for it suspended.
   */
  private version = 0;

  constructor(
    language: string,
    private readonly loader: NamespaceLoader,
  ) {
    this.language = language;
  }

  private static id(language: string, namespace: string): string {
    return `${language}${NS_SEPARATOR}${namespace}`;
  }

  /** Calls `listener` after every change; answers how to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every change (React's external-store snapshot). */
  snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return this.loaded.has(Translator.id(language, namespace));
  }

  /** The namespaces loaded in the page's language, in the order they came. */
  private loadedNamespaces(): string[] {
    const prefix = `${this.language}${NS_SEPARATOR}`;
    return [...this.loaded].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
  }

  /** Loads each namespace in `language` once (concurrent callers share the load). */
  private load(language: string, namespace: string): Promise<void> {
    const id = Translator.id(language, namespace);
    if (this.loaded.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.loader(language, namespace).then(
        (texts) => {
          this.addNamespace(language, namespace, texts);
          this.loading.delete(id);
        },
        (error: unknown) => {
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Loads namespaces in the page's language. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    await Promise.all(list.map((namespace) => this.load(this.language, namespace)));
  }

  /** Loads the namespaces the page has in other languages too (without switching to them). */
  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    const list = typeof languages === 'string' ? [languages] : languages;
    const namespaces = this.loadedNamespaces();
    await Promise.all(list.flatMap((language) => namespaces.map((namespace) => this.load(language, namespace))));
  }

  /** Switches language once every namespace the page has is loaded in it (no flash of keys). */
  async changeLanguage(language: string): Promise<void> {
    await this.loadLanguages(language);
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** A namespace's texts read whole (texts added to it before keep their keys). */
  addNamespace(language: string, namespace: string, texts: Texts): void {
    const id = Translator.id(language, namespace);
    this.store.set(id, deepMerge(texts, this.store.get(id) ?? {}, true));
    this.loaded.add(id);
  }

  /** Adds texts to a namespace (deep: `overwrite` decides which side wins on the same key). */
  addResourceBundle(language: string, namespace: string, texts: Texts, overwrite = true): void {
    const id = Translator.id(language, namespace);
    this.store.set(id, deepMerge(this.store.get(id) ?? {}, texts, overwrite));
    this.changed();
  }

  private find(language: string, namespace: string, key: string, count: number | undefined): string | undefined {
    const texts = this.store.get(Translator.id(language, namespace));
    if (typeof count === 'number') {
      const candidates = [
        ...(count === 0 ? [`${key}_zero`] : []),
        `${key}_${pluralCategory(language, count)}`,
        `${key}_other`,
      ];
      for (const candidate of candidates) {
        const text = deepGet(texts, candidate);
        if (typeof text === 'string') return text;
      }
    }
    const text = deepGet(texts, key);
    return typeof text === 'string' ? text : undefined;
  }

  /** Whether `key` has a text (in the default namespace `namespace`, or the key's own). */
  exists(key: string, options: { ns?: string; lng?: string } = {}): boolean {
    const [namespace, path] = this.split(key, options.ns ?? 'common');
    return this.find(options.lng ?? this.language, namespace, path, undefined) !== undefined;
  }

  private split(key: string, namespace: string): [string, string] {
    const at = key.indexOf(NS_SEPARATOR);
    return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [namespace, key];
  }

  /** The text of `key`, its placeholders filled; else the default value, else the key. */
  translate(key: string, options: TranslateOptions = {}, namespace = 'common', keyPrefix?: string): string {
    const [ns, path] = this.split(key, options.ns ?? namespace);
    const fullPath = keyPrefix && !key.includes(NS_SEPARATOR) ? `${keyPrefix}${KEY_SEPARATOR}${path}` : path;
    const text = this.find(options.lng ?? this.language, ns, fullPath, options.count);
    if (text !== undefined) return interpolate(text, options);
    return options.defaultValue === undefined ? fullPath : interpolate(options.defaultValue, options);
  }

  /** The look-up for the default namespace `common`. */
  t: TFunction = (key, options) => this.translate(key, options);

  /** A look-up bound to a namespace and a key prefix (what `useTranslation` hands out). */
  getFixedT(namespace = 'common', keyPrefix?: string): TFunction {
    return (key, options) => this.translate(key, options, namespace, keyPrefix);
  }
}
