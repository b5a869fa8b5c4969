import type { FastifyReply } from 'fastify';

/**
 * Sends a sandbox's generated picture as a supplier's image host would: an SVG that never
 * changes (cached a year), with nothing it could run or load.
 */
export function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
