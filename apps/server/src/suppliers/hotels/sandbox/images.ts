import type { HotelImage } from '../content';

/**
 * The sandbox vendors' images: URLs on the sandbox's own image host (served by the app, as a
 * real supplier's CDN would serve them) and the pictures themselves, drawn as small SVG scenes
 * from the hotel id, so every node serves the same bytes without storing any.
 */

export const IMAGE_PATH_PREFIX = '/sandbox-hotels/images';
const WIDTH = 800;
const HEIGHT = 533;

export type ImageKind = HotelImage['kind'];
const KINDS: readonly ImageKind[] = ['exterior', 'lobby', 'room', 'bathroom', 'pool', 'restaurant', 'view'];

const CAPTIONS: Record<ImageKind, string> = {
  exterior: 'Exterior',
  lobby: 'Lobby',
  room: 'Guest room',
  bathroom: 'Bathroom',
  pool: 'Swimming pool',
  restaurant: 'Restaurant',
  view: 'View',
};

function image(hotelId: string, slot: string, kind: ImageKind, caption: string): HotelImage {
  return { url: `${IMAGE_PATH_PREFIX}/${hotelId}/${slot}.svg`, kind, caption, width: WIDTH, height: HEIGHT };
}

/** A hotel's gallery: exterior first (the thumbnail), a pool and a restaurant only when it has them. */
export function imagesOfHotel(hotelId: string, has: { pool: boolean; restaurant: boolean }): HotelImage[] {
  const kinds = KINDS.filter((kind) => (kind !== 'pool' || has.pool) && (kind !== 'restaurant' || has.restaurant));
  return kinds.map((kind) => image(hotelId, kind, kind, CAPTIONS[kind]));
}

/** A room type's pictures: the room and its bathroom. */
export function imagesOfRoom(hotelId: string, roomCode: string, roomName: string): HotelImage[] {
  return [
    image(hotelId, `room.${roomCode}`, 'room', roomName),
    image(hotelId, `bathroom.${roomCode}`, 'bathroom', `${roomName}: bathroom`),
  ];
}

/** The kind an image slot shows ('pool', 'room.DBL.ST'), or null when there is no such slot. */
export function kindOfSlot(slot: string): ImageKind | null {
  const match = /^(exterior|lobby|room|bathroom|pool|restaurant|view)(\.[A-Z]{3}\.[A-Z]{2})?$/.exec(slot);
  if (!match?.[1]) return null;
  const kind = KINDS.find((candidate) => candidate === match[1]) ?? null;
  if (match[2] && kind !== 'room' && kind !== 'bathroom') return null;
  return kind;
}

export { renderImageSvg } from './image-svg';
