import { describe, expect, it } from 'vitest';
import type { PublicAgency } from '@travel/contracts';
import { deferScripts, firstPaintHtml, showsLanding } from './first-paint';

const agency = (overrides: Partial<PublicAgency> = {}) =>
  ({
    isOwner: false,
    authLayout: 'modal',
    heading: 'Sun & <sea>',
    headingColor: '#ffffff',
    subHeading: 'Hand-picked trips',
    subHeadingColor: '#eeeeee',
    textLanguage: 'pt',
    backgroundImage: '/media/a/hero.jpg',
    mobileBackgroundImage: '/media/a/hero-mobile.jpg',
    backgroundOverlay: 35,
    ...overrides,
  }) as PublicAgency;

describe('showsLanding', () => {
  it("is '/' everywhere and the auth routes over the landing on modal sites only", () => {
    expect(showsLanding(agency(), '/')).toBe(true);
    expect(showsLanding(agency(), '/login')).toBe(true);
    expect(showsLanding(agency({ authLayout: 'split' }), '/login')).toBe(false);
    expect(showsLanding(agency({ isOwner: true }), '/login')).toBe(false);
    expect(showsLanding(agency(), '/flights')).toBe(false);
  });
});

describe('firstPaintHtml', () => {
  it("draws the hero with the agency's texts escaped, its colours, overlay and both images", () => {
    const html = firstPaintHtml(agency(), '/') ?? '';
    expect(html).toContain(
      '<h1 lang="pt" style="font-size:clamp(2rem,5vw,3.5rem);color:#ffffff">Sun &amp; &lt;sea&gt;</h1>',
    );
    expect(html).toContain('<p lang="pt" style="color:#eeeeee">Hand-picked trips</p>');
    expect(html).toContain('opacity:0.35');
    expect(html).toContain('background-image:url("/media/a/hero.jpg")');
    expect(html).toContain(
      '@media (max-width:48em){#first-paint-hero{background-image:url("/media/a/hero-mobile.jpg")}}',
    );
  });

  it('keeps a hostile image address inside its CSS string', () => {
    const html =
      firstPaintHtml(
        agency({ backgroundImage: '/x");}</style><script>alert(1)</script>', mobileBackgroundImage: null }),
        '/',
      ) ?? '';
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('url("/x\\22 );}\\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e ")');
  });

  it('sizes a long heading down and leaves out an empty sub-heading', () => {
    const html = firstPaintHtml(agency({ heading: 'a'.repeat(120), subHeading: '' }), '/') ?? '';
    expect(html).toContain('font-size:clamp(1.3rem,2.6vw,1.8rem)');
    expect(html).not.toContain('<p ');
  });

  it("draws the split auth page's image and titles beside the form's place", () => {
    const html = firstPaintHtml(agency({ authLayout: 'split' }), '/signup') ?? '';
    expect(html).toContain('<div id="first-paint-split"><div id="first-paint-hero">');
    expect(html).toContain('background-image:url("/media/a/hero.jpg")');
    expect(html).toContain('<p lang="pt" style="color:#ffffff">Sun &amp; &lt;sea&gt;</p>');
    expect(html).not.toContain('first-paint-header');
  });

  it("draws the owner's marketing title and sub-title in the page's language", () => {
    const texts = { title: 'O motor de reservas', subtitle: 'Lance seu site <hoje>' };
    const html = firstPaintHtml(agency({ isOwner: true }), '/', texts) ?? '';
    expect(html).toContain('<h1>O motor de reservas</h1><p>Lance seu site &lt;hoje&gt;</p>');
    expect(html).toContain('<div id="first-paint-header"></div>');
  });

  it("is drawn for no other page, not without the owner's texts, and not without an agency", () => {
    expect(firstPaintHtml(agency(), '/flights')).toBeNull();
    expect(firstPaintHtml(agency({ authLayout: 'split' }), '/')).not.toBeNull();
    expect(firstPaintHtml(agency({ isOwner: true }), '/')).toBeNull();
    expect(firstPaintHtml(agency({ isOwner: true }), '/login', { title: 't', subtitle: 's' })).toBeNull();
    expect(firstPaintHtml(null, '/')).toBeNull();
  });
});

describe('deferScripts', () => {
  const template =
    '<head><!--app-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">\n</head><body><div id="root"></div></body>';

  it('takes the entry and every script preload out for the loader, keeping the stylesheet and the image hints', () => {
    const result = deferScripts(template, {
      styles: ['/assets/landing-4.css'],
      modules: ['/assets/landing-5.js'],
      images: [{ href: '/media/hero.jpg' }],
    });
    expect(result?.deferred).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/runtime-2.js', '/assets/landing-5.js'],
      styles: ['/assets/landing-4.css'],
    });
    expect(result?.kept).toEqual(['<link rel="preload" as="image" href="/media/hero.jpg" fetchpriority="high">']);
    expect(result?.template).not.toContain('<script');
    expect(result?.template).not.toContain('modulepreload');
    expect(result?.template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('leaves a page with no built entry (development) alone', () => {
    expect(
      deferScripts('<head><script type="module" src="/src/main.tsx"></script></head>', {
        styles: [],
        modules: [],
        images: [],
      }),
    ).toBeNull();
  });
});
