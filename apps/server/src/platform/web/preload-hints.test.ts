import { describe, expect, it } from 'vitest';
import type { PublicAgency } from '@travel/contracts';
import { preloadHints, type BuildManifest } from './preload-hints';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/locales/pt/common.json': { file: 'assets/common-pt.js' },
  'src/features/landing/pages/landing-page.tsx': {
    file: 'assets/landing-1.js',
    imports: ['index.html', '_display-1.js'],
    css: ['assets/landing-1.css'],
  },
  '_display-1.js': { file: 'assets/display-1.js' },
  '_log-in-1.js': { file: 'assets/log-in-1.js', imports: ['index.html'], css: ['assets/log-in-1.css'] },
  'src/locales/pt/auth.json': { file: 'assets/auth-pt.js' },
  '../../packages/contracts/src/i18n/messages-pt.ts': { file: 'assets/messages-pt.js' },
};

const agency = (overrides: Partial<PublicAgency>) =>
  ({
    isOwner: false,
    authLayout: 'default',
    backgroundImage: '/media/hero.jpg',
    mobileBackgroundImage: '/media/hero-mobile.jpg',
    ...overrides,
  }) as PublicAgency;

describe('preloadHints', () => {
  it("hints the language's texts, the landing and the hero images, by screen width", () => {
    expect(preloadHints(MANIFEST, { pathname: '/', language: 'pt', agency: agency({}) })).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/landing-1.css">',
      '<link rel="modulepreload" href="/assets/common-pt.js">',
      '<link rel="modulepreload" href="/assets/landing-1.js">',
      '<link rel="modulepreload" href="/assets/display-1.js">',
      '<link rel="preload" as="image" href="/media/hero-mobile.jpg" media="(max-width: 48em)" fetchpriority="high">',
      '<link rel="preload" as="image" href="/media/hero.jpg" media="(min-width: 48.001em)" fetchpriority="high">',
    ]);
  });

  it('hints no texts when they are inlined into the page', () => {
    expect(
      preloadHints(MANIFEST, { pathname: '/', language: 'pt', agency: agency({}), isCommonInlined: true }),
    ).not.toContain('<link rel="modulepreload" href="/assets/common-pt.js">');
  });

  it('hints the landing behind the log-in modal, but not behind the split log-in or on other pages', () => {
    expect(preloadHints(MANIFEST, { pathname: '/login', language: 'pt', agency: agency({}) })).toContain(
      '<link rel="modulepreload" href="/assets/landing-1.js">',
    );
    expect(preloadHints(MANIFEST, { pathname: '/mytrip', language: 'pt', agency: agency({}) })).toEqual([
      '<link rel="modulepreload" href="/assets/common-pt.js">',
    ]);
  });

  it('hints the log-in dialog, its texts and the validation messages on /login, split or not', () => {
    for (const authLayout of ['default', 'split'] as const) {
      const hints = preloadHints(MANIFEST, { pathname: '/login', language: 'pt', agency: agency({ authLayout }) });
      expect(hints).toEqual(
        expect.arrayContaining([
          '<link rel="preload" as="style" crossorigin href="/assets/log-in-1.css">',
          '<link rel="modulepreload" href="/assets/log-in-1.js">',
          '<link rel="modulepreload" href="/assets/auth-pt.js">',
          '<link rel="modulepreload" href="/assets/messages-pt.js">',
        ]),
      );
      expect(hints.includes('<link rel="modulepreload" href="/assets/landing-1.js">')).toBe(authLayout === 'default');
      // The split page shows the agency's image beside (on a phone, above) the form.
      expect(hints.includes('<link rel="preload" as="image" href="/media/hero.jpg" fetchpriority="high">')).toBe(
        authLayout === 'split',
      );
    }
  });

  it('hints no hero on the owner landing, and nothing without a build or an agency', () => {
    expect(
      preloadHints(MANIFEST, { pathname: '/', language: 'pt', agency: agency({ isOwner: true }) }).some((link) =>
        link.includes('as="image"'),
      ),
    ).toBe(false);
    expect(preloadHints(null, { pathname: '/', language: 'pt', agency: agency({}) })).toEqual([]);
    expect(preloadHints(MANIFEST, { pathname: '/', language: 'pt', agency: null })).toEqual([]);
  });
});
