import type { FastifyInstance } from 'fastify';
import { hashString } from '../../shared/prng';
import { sendSvg } from '../../shared/svg-reply';
import { parseProductCode } from './catalogue';

/** Skies and grounds the pictures are painted in (by the product code). */
const SKIES = ['#8ecae6', '#ffb703', '#bde0fe', '#f4a261', '#cdb4db', '#a8dadc', '#ffd6a5'];
const GROUNDS = ['#2a9d8f', '#264653', '#6a994e', '#bc6c25', '#577590', '#7f5539'];

const escape = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A landscape for a product's nth picture: a sky, hills, a sun and the product code, about 1 KB. */
export function renderActivitySvg(productCode: string, n: number): string {
  const hash = hashString(`${productCode}|${n}`);
  const sky = SKIES[hash % SKIES.length] ?? '#8ecae6';
  const ground = GROUNDS[(hash >>> 8) % GROUNDS.length] ?? '#2a9d8f';
  const sunX = 120 + ((hash >>> 4) % 560);
  const hill = 180 + ((hash >>> 12) % 80);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" role="img" aria-label="${escape(productCode)}">` +
    `<rect width="800" height="500" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="110" r="55" fill="#fff3b0" opacity="0.9"/>` +
    `<path d="M0 ${hill + 120} Q200 ${hill} 400 ${hill + 90} T800 ${hill + 60} V500 H0 Z" fill="${ground}" opacity="0.7"/>` +
    `<path d="M0 ${hill + 200} Q250 ${hill + 100} 500 ${hill + 180} T800 ${hill + 150} V500 H0 Z" fill="${ground}"/>` +
    `<text x="400" y="470" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">${escape(productCode)}</text>` +
    `</svg>`
  );
}

/** GET /sandbox-activities/images/<code>-<n>.svg: the activity sandbox's picture host, outside the API. */
export function sandboxActivityImageRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/sandbox-activities/images/:file', { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^([A-Z0-9]+-\d{1,4})-([0-2])\.svg$/.exec(file);
      if (!match || !parseProductCode(match[1] ?? ''))
        return reply.status(404).send({ message: 'Image not found', code: 'NOT_FOUND' });
      return sendSvg(reply, renderActivitySvg(match[1] ?? '', Number(match[2])));
    });
  };
}
