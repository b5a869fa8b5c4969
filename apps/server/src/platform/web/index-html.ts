import { brandCssVariables, type Language, type PublicAgency, type WebAppConfig } from '@travel/contracts';

export interface PageShell {
  agency: PublicAgency | null;
  language: Language;
  colorScheme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  appConfig: WebAppConfig;
  /** Title when there is no agency ('Agency not found!', translated). */
  fallbackTitle: string;
  /** `<link>` hints for what this page's first paint fetches after the entry (preload-hints.ts). */
  hints?: string[];
  /** The language's `common` texts (JSON), inlined so the first render waits for no request. */
  commonTexts?: string | null;
  /** The page's first paint inside #root, drawn before the scripts run (first-paint.ts). */
  firstPaint?: string | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON safe inside a <script> element: no '<' can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Fills the built index.html for one request: the agency's title, favicon and theme colour, and
 * the public agency JSON, so the first paint is branded with no extra request.
 */
export function renderIndexHtml(template: string, shell: PageShell): string {
  const { agency } = shell;
  const title = agency ? agency.agencyName : shell.fallbackTitle;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" href="${escapeHtml(agency?.favicon ?? '/favicon.svg')}">`,
    `<meta name="theme-color" content="${escapeHtml(agency?.primaryColor ?? '#1c7ed6')}">`,
    `<style id="brand">:root{${Object.entries(brandCssVariables(agency?.primaryColor ?? '#1c7ed6'))
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}</style>`,
    `<script type="application/json" id="agency-data">${jsonForScript(agency)}</script>`,
    `<script type="application/json" id="app-config">${jsonForScript(shell.appConfig)}</script>`,
    ...(shell.commonTexts
      ? [
          `<script type="application/json" id="locale-common" data-lang="${shell.language}">${jsonForScript(JSON.parse(shell.commonTexts))}</script>`,
        ]
      : []),
    ...(shell.hints ?? []),
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('<!--app-head-->', head)
    .replace('<div id="root"></div>', `<div id="root">${shell.firstPaint ?? ''}</div>`)
    .replace(
      /<html[^>]*>/,
      `<html lang="${shell.language}" dir="${shell.direction}" data-mantine-color-scheme="${shell.colorScheme}">`,
    );
}
