import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Content codings the page HTML is sent in, best first. */
export type HtmlEncoding = 'br' | 'gzip';

/** Below this size compression saves less than its headers cost (the same threshold as the API's). */
export const HTML_COMPRESS_THRESHOLD = 1024;

/** The weight (q) the client gives each coding it names, `*` included. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const quality = params.find((param) => param.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The coding to answer a page in, from `Accept-Encoding`: Brotli when accepted at least as
 * strongly as gzip, else gzip, else none (`q=0` refuses a coding, `*` stands for unnamed ones).
 */
export function pickHtmlEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  if (!acceptEncoding) return null;
  const weights = parseAcceptEncoding(acceptEncoding);
  const weightOf = (name: HtmlEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzip = weightOf('gzip');
  if (brotli > 0 && brotli >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * Compresses one page. Pages are rendered per agency and visitor, so there is nothing to
 * pre-compress; Brotli quality 5 keeps a few KB under a millisecond.
 */
export function encodeHtml(html: string, encoding: HtmlEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
}
