import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendSvg } from '../../shared/svg-reply';
import type { HotelWorld } from './hotel-world';
import { imagesOfHotel, IMAGE_PATH_PREFIX, kindOfSlot, renderImageSvg } from './images';

const paramsSchema = z.object({
  hotelId: z.string().max(120),
  file: z.string().max(40),
});

/**
 * The sandbox vendors' image host, outside the app's API as a real supplier's CDN would be:
 * GET /sandbox-hotels/images/<hotel id>/<slot>.svg draws the picture (404 for a hotel, room or
 * slot that does not exist). The bytes never change, so they are cached for a year.
 */
export function sandboxHotelImageRoutes(loadWorld: () => Promise<HotelWorld>) {
  return async (app: FastifyInstance) => {
    app.get(`${IMAGE_PATH_PREFIX}/:hotelId/:file`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = paramsSchema.safeParse(request.params);
      const slot = parsed.success && parsed.data.file.endsWith('.svg') ? parsed.data.file.slice(0, -4) : '';
      const kind = kindOfSlot(slot);
      const record = parsed.success && kind ? (await loadWorld()).hotel(parsed.data.hotelId) : undefined;
      const { summary, roomTypes } = record ?? {};
      const roomCode = slot.includes('.') ? slot.slice(slot.indexOf('.') + 1) : null;
      const exists =
        summary &&
        kind &&
        (roomCode
          ? roomTypes?.some((room) => room.code === roomCode)
          : imagesOfHotel(summary.id, {
              pool: summary.facilities.includes('pool'),
              restaurant: summary.facilities.includes('restaurant'),
            }).some((image) => image.kind === kind));
      if (!summary || !kind || !exists)
        return reply.status(404).send({ message: 'Image not found', code: 'NOT_FOUND' });
      return sendSvg(reply, renderImageSvg(summary.id, slot, kind));
    });
  };
}
