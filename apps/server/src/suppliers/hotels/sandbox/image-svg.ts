import { hashString, seededRandom } from '../../shared/prng';
import type { HotelImage } from '../content';

type ImageKind = HotelImage['kind'];

/** Draws an image slot as an SVG scene (about 1-3 KB), the same for the same hotel and slot. */

const W = 800;
const H = 533;
type Palette = readonly [string, string, string, string, string];
const PALETTES: readonly [Palette, ...Palette[]] = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#f4f1de', '#e07a5f'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#283618', '#606c38', '#fefae0', '#dda15e', '#bc6c25'],
  ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#caf0f8'],
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}"${extra}/>`;

function exterior(random: () => number, [dark, mid, light, pale, accent]: Palette): string {
  const floors = 3 + Math.floor(random() * 7);
  const columns = 4 + Math.floor(random() * 5);
  const width = 360 + random() * 200;
  const x = (W - width) / 2;
  const top = H - 60 - floors * 42;
  let windows = '';
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < columns; c += 1) {
      const lit = random() < 0.35 ? pale : light;
      windows += rect(x + 20 + (c * (width - 40)) / columns, top + 14 + f * 42, (width - 40) / columns - 14, 24, lit);
    }
  }
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${pale}"/></linearGradient></defs>` +
    rect(0, 0, W, H, 'url(#s)') +
    rect(x, top, width, H - 60 - top, dark) +
    windows +
    rect(x + width / 2 - 30, H - 120, 60, 60, accent) +
    rect(0, H - 60, W, 60, '#6b705c')
  );
}

function interior(kind: ImageKind, random: () => number, [dark, mid, light, pale, accent]: Palette): string {
  const floor = rect(0, H * 0.68, W, H * 0.32, mid);
  const wall = rect(0, 0, W, H * 0.68, pale);
  const window = rect(80 + random() * 80, 70, 180, 150, light, ` stroke="${dark}" stroke-width="8"`);
  switch (kind) {
    case 'room':
      return (
        wall +
        window +
        floor +
        rect(320, 250, 380, 110, '#fff') +
        rect(320, 220, 380, 40, accent) +
        rect(340, 230, 90, 30, '#fff') +
        rect(590, 230, 90, 30, '#fff') +
        rect(300, 200, 20, 170, dark)
      );
    case 'bathroom': {
      let tiles = '';
      for (let x = 0; x < W; x += 50)
        tiles += `<path d="M${x} 0V${(H * 0.68).toFixed(0)}" stroke="${light}" stroke-width="2"/>`;
      return (
        wall +
        tiles +
        floor +
        rect(380, 260, 340, 100, '#fff', ' rx="40"') +
        rect(120, 240, 140, 90, '#fff', ' rx="10"') +
        rect(150, 120, 80, 100, light, ` stroke="${dark}" stroke-width="4"`)
      );
    }
    case 'lobby':
      return (
        wall +
        window +
        floor +
        rect(420, 240, 300, 120, dark) +
        rect(420, 230, 300, 16, accent) +
        `<circle cx="150" cy="300" r="55" fill="#588157"/>` +
        rect(140, 340, 20, 60, '#6b4f2a')
      );
    case 'restaurant': {
      let tables = '';
      for (let i = 0; i < 4; i += 1)
        tables += `<ellipse cx="${130 + i * 180}" cy="${(H * 0.8).toFixed(0)}" rx="70" ry="22" fill="#fff"/><rect x="${122 + i * 180}" y="${(H * 0.8).toFixed(0)}" width="16" height="70" fill="${dark}"/>`;
      return wall + window + rect(500, 60, 220, 150, light, ` stroke="${dark}" stroke-width="8"`) + floor + tables;
    }
    default:
      return wall + floor;
  }
}

function outdoor(kind: ImageKind, random: () => number, [dark, mid, light, pale, accent]: Palette): string {
  const sky = rect(0, 0, W, H, pale);
  if (kind === 'pool') {
    let loungers = '';
    for (let i = 0; i < 4; i += 1) loungers += rect(80 + i * 170, 90, 110, 30, accent, ' rx="8"');
    return (
      sky +
      rect(0, 150, W, H - 150, '#d9d9d9') +
      rect(60, 200, W - 120, 280, '#48cae4', ' rx="20"') +
      `<path d="M100 300q40-20 80 0t80 0 80 0 80 0 80 0 80 0 80 0" fill="none" stroke="#fff" stroke-width="6"/>` +
      loungers
    );
  }
  let skyline = '';
  for (let x = 0; x < W; x += 40 + random() * 40) {
    const height = 60 + random() * 180;
    skyline += rect(x, H * 0.62 - height, 36, height, random() < 0.5 ? dark : mid);
  }
  return (
    sky +
    skyline +
    rect(0, H * 0.62, W, H * 0.38, light) +
    `<circle cx="${(600 + random() * 120).toFixed(0)}" cy="90" r="40" fill="${accent}"/>`
  );
}

export function renderImageSvg(hotelId: string, slot: string, kind: ImageKind): string {
  const random = seededRandom(`${hotelId}|${slot}`);
  const palette = PALETTES[hashString(hotelId) % PALETTES.length] ?? PALETTES[0];
  const body =
    kind === 'exterior'
      ? exterior(random, palette)
      : kind === 'pool' || kind === 'view'
        ? outdoor(kind, random, palette)
        : interior(kind, random, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${body}</svg>`;
}
