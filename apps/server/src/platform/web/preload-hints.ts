import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, PublicAgency } from '@travel/contracts';
import { showsLanding, showsSplitAuth } from './first-paint';

/** Vite's build manifest: each source module's chunk, its static imports and its styles. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export function readBuildManifest(distDir: string): BuildManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

// Source modules of the web app (apps/web) the first paint loads after its entry.
const LANDING = 'src/features/landing/pages/landing-page.tsx';
const commonLocale = (language: Language) => `src/locales/${language}/common.json`;
/**
 * The log-in dialog, drawn with the shell's controls, in one chunk (vite.config.ts's `log-in`
 * group), with its texts and the shared validation messages.
 */
const LOG_IN_CHUNK = /^_log-in-[\w-]+\.js$/;
const logInModules = (manifest: BuildManifest, language: Language) => [
  ...Object.keys(manifest).filter((key) => LOG_IN_CHUNK.test(key)),
  `src/locales/${language}/auth.json`,
  `../../packages/contracts/src/i18n/messages-${language}.ts`,
];

/** A chunk's file and those of its static imports, the entry's excepted (it is loaded already). */
function chunkFiles(manifest: BuildManifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const more = chunkFiles(manifest, imported, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What a page's first paint fetches early, as addresses: rendered as `<link>` hints, or handed to the first paint's loader. */
export interface PreloadPlan {
  /** Stylesheets of the chunks below, fetched early and applied when a chunk asks for them. */
  styles: string[];
  /** Script chunks. */
  modules: string[];
  /** The largest image of the first paint, with the media query that picks it. */
  images: Array<{ href: string; media?: string }>;
}

const NOTHING: PreloadPlan = { styles: [], modules: [], images: [] };

/**
 * What the first paint of this path fetches only after the entry script has run: the language's
 * texts, the landing page and its hero image (on '/' and behind the auth modals). Fetched in
 * parallel with the entry, the first paint waits for none of them in turn. The log-in (about
 * 8 KB, no component library) is planned on /login; the other auth forms are not: they bring the
 * library, and fetched alongside they would delay the entry.
 */
export function preloadPlan(
  manifest: BuildManifest | null,
  page: { pathname: string; language: Language; agency: PublicAgency | null; isCommonInlined?: boolean },
): PreloadPlan {
  if (!manifest || !page.agency) return NOTHING;
  const { agency, language, pathname } = page;
  // The language's texts are inlined into the page when the build wrote them (web.plugin.ts).
  const keys = page.isCommonInlined ? [] : [commonLocale(language)];
  const isLanding = showsLanding(agency, pathname);
  if (isLanding) keys.push(LANDING);
  if (pathname === '/login') keys.push(...logInModules(manifest, language));
  const modules = new Set<string>();
  const styles = new Set<string>();
  for (const key of keys) {
    const files = chunkFiles(manifest, key);
    for (const file of files.js) modules.add(`/${file}`);
    for (const file of files.css) styles.add(`/${file}`);
  }
  const images: PreloadPlan['images'] = [];
  if (isLanding && !agency.isOwner) {
    // The hero's background: the mobile image up to 48em (as the hero picks it), else the image
    // (also the video's poster).
    const mobile = agency.mobileBackgroundImage;
    const desktop = agency.backgroundImage;
    if (mobile) images.push({ href: mobile, media: '(max-width: 48em)' });
    if (desktop) images.push({ href: desktop, ...(mobile ? { media: '(min-width: 48.001em)' } : {}) });
  } else if (showsSplitAuth(agency, pathname) && agency.backgroundImage) {
    // The split auth page's image, at every width (a band above the form on a phone).
    images.push({ href: agency.backgroundImage });
  }
  return { styles: [...styles], modules: [...modules], images };
}

/** The plan as `<link>` hints for the page's head. */
export function preloadLinks(plan: PreloadPlan): string[] {
  return [
    // Fetched early, applied when the chunk asks for it: never blocking the first paint.
    ...plan.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${attr(href)}">`),
    ...plan.modules.map((href) => `<link rel="modulepreload" href="${attr(href)}">`),
    ...plan.images.map(
      ({ href, media }) =>
        `<link rel="preload" as="image" href="${attr(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high">`,
    ),
  ];
}

/** The `<link>` hints of a page (`preloadPlan`, rendered). */
export function preloadHints(manifest: BuildManifest | null, page: Parameters<typeof preloadPlan>[1]): string[] {
  return preloadLinks(preloadPlan(manifest, page));
}
