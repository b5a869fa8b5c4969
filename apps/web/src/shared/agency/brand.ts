import { brandCssVariables, type PublicAgency } from '@travel/contracts';

/**
 * Brings what the server put in index.html's head up to date with the agency: the brand's CSS
 * variables, the theme colour, the favicon and the title (the same values as renderIndexHtml).
 */
export function applyBrand(agency: PublicAgency): void {
  const css = `:root{${Object.entries(brandCssVariables(agency.primaryColor))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
  let style = document.getElementById('brand');
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand';
    document.head.append(style);
  }
  style.textContent = css;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', agency.primaryColor);
  document.querySelector('link[rel="icon"]')?.setAttribute('href', agency.favicon ?? '/favicon.svg');
  document.title = agency.agencyName;
}
