import type { FastifyInstance } from 'fastify';
import { hashString } from '../../shared/prng';
import { sendSvg } from '../../shared/svg-reply';
import type { CarVehicle } from '../port';
import { vehicleOf } from './fleet';

/** Body colours a category's picture is painted in (one per category, by its code). */
const COLOURS = ['#1d3557', '#e63946', '#2a9d8f', '#e9c46a', '#6d597a', '#264653', '#f4a261', '#577590'];

/** A side view of the category's car (taller for vans and SUVs, longer for estates), about 1 KB. */
export function renderCarSvg(vehicle: CarVehicle): string {
  const colour = COLOURS[hashString(vehicle.acriss) % COLOURS.length] ?? '#1d3557';
  const tall = vehicle.vehicleType === 'Van' ? 60 : vehicle.vehicleType === 'SUV' ? 30 : 0;
  const long = vehicle.vehicleType === 'Estate' || vehicle.vehicleType === 'Van' ? 40 : 0;
  const roof =
    vehicle.vehicleType === 'Convertible'
      ? ''
      : `<path d="M${200 - long / 2} ${170 - tall} L${250} ${110 - tall} L${450 + long / 2} ${110 - tall} L${520 + long / 2} ${170 - tall} Z" fill="${colour}" opacity="0.85"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${vehicle.name}">` +
    `<rect width="800" height="400" fill="#eef2f6"/><rect y="300" width="800" height="100" fill="#d7dde4"/>` +
    roof +
    `<rect x="${130 - long}" y="${170 - tall}" width="${540 + 2 * long}" height="${100 + tall}" rx="40" fill="${colour}"/>` +
    `<circle cx="${240 - long}" cy="290" r="45" fill="#222"/><circle cx="${240 - long}" cy="290" r="18" fill="#bbb"/>` +
    `<circle cx="${560 + long}" cy="290" r="45" fill="#222"/><circle cx="${560 + long}" cy="290" r="18" fill="#bbb"/>` +
    `<text x="400" y="375" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">${vehicle.acriss} · ${vehicle.size}</text>` +
    `</svg>`
  );
}

/** GET /sandbox-cars/images/<ACRISS>.svg: the rental sandbox's picture host, outside the API (404 for an unknown category). */
export function sandboxCarImageRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/sandbox-cars/images/:file', { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const vehicle = file.endsWith('.svg') ? vehicleOf(file.slice(0, -4)) : undefined;
      if (!vehicle) return reply.status(404).send({ message: 'Image not found', code: 'NOT_FOUND' });
      return sendSvg(reply, renderCarSvg(vehicle));
    });
  };
}
