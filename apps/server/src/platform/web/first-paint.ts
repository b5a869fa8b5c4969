import { createHash } from 'node:crypto';
import { heroHeadingSize, type PublicAgency } from '@travel/contracts';
import { escapeHtml, jsonForScript } from './index-html';
import { preloadLinks, type PreloadPlan } from './preload-hints';

/** Auth routes (apps/web shared/routing/paths.ts): a modal over the landing on agency sites, or the split page. */
const AUTH_PATHS = new Set(['/login', '/signup', '/forgotpassword', '/newPassword', '/verify', '/expired', '/social']);

/** Whether this path of this site draws the agency's landing hero (on '/' and behind the auth modals). */
export function showsLanding(agency: PublicAgency, pathname: string): boolean {
  const isModalSite = !agency.isOwner && agency.authLayout !== 'split';
  return pathname === '/' || (isModalSite && AUTH_PATHS.has(pathname));
}

/** Whether this path of this site is the split-screen auth page (apps/web auth split-auth-layout). */
export function showsSplitAuth(agency: PublicAgency, pathname: string): boolean {
  return !agency.isOwner && agency.authLayout === 'split' && AUTH_PATHS.has(pathname);
}

/** The hero's heading sizes (apps/web landing agency-hero.module.css), by heroHeadingSize. */
const HEADING_FONT = {
  large: 'clamp(2rem,5vw,3.5rem)',
  medium: 'clamp(1.6rem,3.6vw,2.5rem)',
  small: 'clamp(1.3rem,2.6vw,1.8rem)',
} as const;

/** A URL inside a CSS string: quotes, backslashes, line breaks and angle brackets as hex escapes. */
const cssUrl = (url: string) =>
  `url("${url.replace(/["\\\n<>]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;

/** The owner's marketing landing's texts, in the page's language (the web's `common` texts). */
export interface OwnerLandingTexts {
  title: string;
  subtitle: string;
}

/** The header's band: a pixel shorter than the app's header (53 px, 61 from 36em). */
const HEADER_BAND_CSS =
  '#first-paint-header{height:60px;box-sizing:border-box;border-bottom:1px solid var(--mantine-color-default-border);background:var(--mantine-color-body)}' +
  '@media (max-width:36em){#first-paint-header{height:52px}}';

/** The agency's backdrop (apps/web shared/agency/backdrop.module.css) under `selector`. */
function backdropCss(selector: string, agency: PublicAgency, image: string | null): string {
  return `${selector}{position:relative;overflow:hidden;background-color:var(--brand-color-dark,#1b1b1b);background-size:cover;background-position:center${image ? `;background-image:${cssUrl(image)}` : ''}}`;
}

const overlayHtml = (agency: PublicAgency) =>
  `<div style="position:absolute;inset:0;background:#000;opacity:${agency.backgroundOverlay / 100}"></div>`;

/** The agency hero of '/' and behind the auth modals (apps/web landing agency-hero). */
function agencyHero(agency: PublicAgency): string {
  const desktop = agency.backgroundImage;
  const mobile = agency.mobileBackgroundImage ?? desktop;
  const css = [
    HEADER_BAND_CSS,
    backdropCss('#first-paint-hero', agency, desktop),
    '#first-paint-hero{display:flex;align-items:center;justify-content:center;min-height:100vh}',
    ...(mobile && mobile !== desktop
      ? [`@media (max-width:48em){#first-paint-hero{background-image:${cssUrl(mobile)}}}`]
      : []),
    '#first-paint-content{position:relative;display:flex;flex-direction:column;align-items:center;gap:var(--mantine-spacing-md);max-width:900px;padding:var(--mantine-spacing-xl);text-align:center}',
    '#first-paint-hero h1{margin:0;line-height:1.15}',
    '#first-paint-hero p{margin:0;font-size:var(--mantine-font-size-xl)}',
  ].join('');
  const size = heroHeadingSize(agency.heading);
  const lang = escapeHtml(agency.textLanguage);
  return [
    `<style>${css}</style>`,
    '<div id="first-paint-header"></div>',
    '<section id="first-paint-hero">',
    overlayHtml(agency),
    '<div id="first-paint-content">',
    `<h1 lang="${lang}" style="font-size:${HEADING_FONT[size]};color:${escapeHtml(agency.headingColor)}">${escapeHtml(agency.heading)}</h1>`,
    agency.subHeading
      ? `<p lang="${lang}" style="color:${escapeHtml(agency.subHeadingColor)}">${escapeHtml(agency.subHeading)}</p>`
      : '',
    // Where Book Now will be: the text does not move when the app draws it.
    '<div style="height:48px"></div>',
    '</div></section>',
  ].join('');
}

/** The split-screen auth page's image and titles (apps/web auth split-auth-layout); the form comes with the app. */
function splitImage(agency: PublicAgency): string {
  const css = [
    '#first-paint-split{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}',
    // On a phone the image is a band above the form, as tall as its titles.
    '@media (max-width:48em){#first-paint-split{grid-template-columns:1fr;grid-template-rows:auto 1fr}}',
    backdropCss('#first-paint-hero', agency, agency.backgroundImage),
    '#first-paint-hero{display:flex;align-items:flex-end}',
    '#first-paint-content{position:relative;padding:48px}',
    '#first-paint-hero p{margin:0 0 var(--mantine-spacing-lg)}',
    '#first-paint-hero p:first-child{margin:0 0 4px;font-size:var(--mantine-h2-font-size);font-weight:700;line-height:1.2}',
  ].join('');
  const lang = escapeHtml(agency.textLanguage);
  return [
    `<style>${css}</style>`,
    '<div id="first-paint-split"><div id="first-paint-hero">',
    overlayHtml(agency),
    '<div id="first-paint-content">',
    `<p lang="${lang}" style="color:${escapeHtml(agency.headingColor)}">${escapeHtml(agency.heading)}</p>`,
    `<p lang="${lang}" style="color:${escapeHtml(agency.subHeadingColor)}">${escapeHtml(agency.subHeading)}</p>`,
    '</div></div></div>',
  ].join('');
}

/** The owner's marketing landing's title and sub-title (apps/web landing owner-landing). */
function ownerIntro(texts: OwnerLandingTexts): string {
  const css = [
    HEADER_BAND_CSS,
    '#first-paint-intro{display:flex;flex-direction:column;align-items:center;gap:var(--mantine-spacing-sm);box-sizing:border-box;max-width:1100px;margin-inline:auto;padding:48px var(--mantine-spacing-md);text-align:center}',
    '#first-paint-intro h1{margin:0;font-size:clamp(2rem,4.5vw,2.9rem);line-height:1.15}',
    '#first-paint-intro p{max-width:680px;margin:0 0 var(--mantine-spacing-sm);font-size:var(--mantine-font-size-lg);color:var(--mantine-color-gray-7)}',
    "[data-mantine-color-scheme='dark'] #first-paint-intro p{color:var(--mantine-color-dark-1)}",
  ].join('');
  return [
    `<style>${css}</style>`,
    '<div id="first-paint-header"></div>',
    '<section id="first-paint-intro">',
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.subtitle)}</p>`,
    // Where the two calls to action will be.
    '<div style="height:48px"></div>',
    '</section>',
  ].join('');
}

/**
 * The page's first paint, drawn by the server inside #root where the app draws the same boxes:
 * an agency's landing hero (on '/' and behind the auth modals), the split-screen auth page's
 * image, or the owner's marketing intro. A phone shows it before the scripts arrive and run; the
 * app replaces it on its first render (the loader below starts the scripts once it is shown) with
 * boxes of the same place and size, so the largest paint stays this one. Null on other pages.
 */
export function firstPaintHtml(
  agency: PublicAgency | null,
  pathname: string,
  ownerTexts: OwnerLandingTexts | null = null,
): string | null {
  if (!agency) return null;
  let body: string | null = null;
  if (agency.isOwner) body = pathname === '/' && ownerTexts ? ownerIntro(ownerTexts) : null;
  else if (showsLanding(agency, pathname)) body = agencyHero(agency);
  else if (showsSplitAuth(agency, pathname)) body = splitImage(agency);
  return body && `<div id="first-paint">${body}</div>`;
}

/**
 * Starts the app once the first paint is shown: once the browser reports the hero image painted (or
 * its text, with no image), else a frame after the image loads, and after 1.5 s at the latest: the
 * entry script, its module preloads and the page's hints, listed in #deferred-scripts. On a slow
 * phone connection the page's few kilobytes of image then do not share the line with 90 KB of
 * script, and the app's hero replaces one already painted, the same size in the same place.
 * Fixed text: the page's policy allows it by its hash (FIRST_PAINT_LOADER_HASH).
 */
export const FIRST_PAINT_LOADER = `(function () {
  var d = document, started = false;
  function start() {
    if (started) return;
    started = true;
    var list = JSON.parse(d.getElementById('deferred-scripts').textContent);
    list.styles.forEach(function (href) { add('link', { rel: 'preload', as: 'style', href: href, crossOrigin: '' }); });
    list.preloads.forEach(function (href) { add('link', { rel: 'modulepreload', href: href, crossOrigin: '' }); });
    add('script', { type: 'module', src: list.entry, crossOrigin: '' });
  }
  function add(tag, props) { d.head.appendChild(Object.assign(d.createElement(tag), props)); }
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  setTimeout(start, 1500);
  var hero = d.getElementById('first-paint-hero');
  var url = hero && /url\\("(.+)"\\)/.exec(getComputedStyle(hero).backgroundImage);
  var supported = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || [];
  if (supported.indexOf('largest-contentful-paint') >= 0) {
    // Shown means painted: the browser reports the hero's image (or, with none, its text).
    new PerformanceObserver(function (entries) {
      if (entries.getEntries().some(function (entry) { return !url || entry.url; })) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (!url) afterPaint();
  else {
    var image = new Image();
    image.onload = image.onerror = afterPaint;
    image.src = url[1];
  }
})();`;

/** The loader's hash for the page's Content-Security-Policy (script-src). */
export const FIRST_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_LOADER).digest('base64')}'`;

/** What the loader starts: the built page's entry and module preloads, and the page's planned chunks. */
export interface DeferredScripts {
  entry: string;
  preloads: string[];
  styles: string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The built page with its entry script and module preloads taken out, and the page's preload plan
 * split into what the loader starts (scripts and styles) and the hints kept in the head (the image).
 * Null when the template has no entry script to defer (a development page).
 */
export function deferScripts(
  template: string,
  plan: PreloadPlan,
): { template: string; deferred: DeferredScripts; kept: string[] } | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return null;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    deferred: { entry, preloads: [...preloads, ...plan.modules], styles: plan.styles },
    // The image is hinted in the head: the first paint shows it.
    kept: preloadLinks({ styles: [], modules: [], images: plan.images }),
  };
}

/** The list the loader reads, then the loader. */
export function deferredScriptsHtml(deferred: DeferredScripts): string {
  return `<script type="application/json" id="deferred-scripts">${jsonForScript(deferred)}</script><script>${FIRST_PAINT_LOADER}</script>`;
}
