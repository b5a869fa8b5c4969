import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrModules } from '../../platform/pdf/pdf-document';
import { ticketCode } from './activity-ticket';

/** The modules as the ticket draws them (4 cells of quiet zone), as an RGBA picture `cell` pixels a module. */
function pictureOf(modules: boolean[][], cell = 6) {
  const size = (modules.length + 8) * cell;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < cell; y += 1)
        for (let x = 0; x < cell; x += 1) {
          const at = (((r + 4) * cell + y) * size + (c + 4) * cell + x) * 4;
          data.fill(0, at, at + 3);
        }
    }),
  );
  return { width: size, height: size, data };
}

describe('activity ticket code', () => {
  it('is a QR code a scanner reads back as the booking references', () => {
    const value = ticketCode('ACK7QW2ZPM', 'AV3H8N2K4Q', 'PT5-12');
    expect(value).toBe('ACT:ACK7QW2ZPM:AV3H8N2K4Q:PT5-12');
    const modules = qrModules(value);
    expect(modules.length % 4).toBe(1);
    expect(decodeQR(pictureOf(modules))).toBe(value);
  });
});
