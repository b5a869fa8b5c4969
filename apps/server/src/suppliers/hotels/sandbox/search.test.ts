import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../shared/geo';
import { isHotelSupplierError, type HotelSupplierErrorCode } from '../errors';
import { createVendor, FAMILY_ROOMS, LISBON, searchRequest } from './test-support';

async function failure(
  promise: Promise<unknown>,
): Promise<{ code: HotelSupplierErrorCode; reason?: string; field?: string }> {
  try {
    await promise;
  } catch (error) {
    if (isHotelSupplierError(error)) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('expected a supplier error');
}

describe('SandboxHotelSupplier.search', () => {
  it('answers the same hotels and prices for the same place, dates and occupancy on any node', async () => {
    const first = await createVendor('atlas').supplier.search(searchRequest({ rooms: FAMILY_ROOMS }));
    const second = await createVendor('atlas').supplier.search(searchRequest({ rooms: FAMILY_ROOMS }));
    expect(first.hotels.length).toBeGreaterThan(50);
    expect(second).toEqual(first);
  });

  it('lists hotels this vendor sells within the city, nearest first, with their cheapest total', async () => {
    const result = await createVendor('meridian').supplier.search(searchRequest());
    expect(result).toMatchObject({
      vendor: 'meridian',
      place: { id: LISBON, kind: 'city' },
      searchedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(result.expiresAt).toBe('2026-11-20T10:30:00.000Z');
    const distances = result.hotels.map((offer) => offer.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(result.radiusKm);
    for (const offer of result.hotels) {
      expect(offer.cheapestTotal.currency).toBe('EUR');
      expect(offer.cheapestTotal.amount).toBeGreaterThan(0);
      expect(offer.boards).toContain(offer.cheapestBoard);
      expect(offer.roomsLeft).toBeGreaterThanOrEqual(1);
    }
  });

  it('sells the same hotels through several vendors under one id, at different prices', async () => {
    const atlas = await createVendor('atlas').supplier.search(searchRequest());
    const meridian = await createVendor('meridian').supplier.search(searchRequest());
    const meridianById = new Map(meridian.hotels.map((offer) => [offer.hotel.id, offer]));
    const shared = atlas.hotels.filter((offer) => meridianById.has(offer.hotel.id));
    expect(shared.length).toBeGreaterThan(20);
    expect(
      shared.some((offer) => meridianById.get(offer.hotel.id)?.cheapestTotal.amount !== offer.cheapestTotal.amount),
    ).toBe(true);
    expect(shared.every((offer) => meridianById.get(offer.hotel.id)?.hotel.name === offer.hotel.name)).toBe(true);
  });

  it('searches around coordinates within the radius given', async () => {
    const point = { latitude: 38.7107, longitude: -9.1365 };
    const result = await createVendor('atlas').supplier.search(
      searchRequest({ destination: { ...point, radiusKm: 1.5 } }),
    );
    expect(result.place).toBeNull();
    expect(result.hotels.length).toBeGreaterThan(0);
    for (const offer of result.hotels) expect(greatCircleKm(point, offer.hotel)).toBeLessThanOrEqual(1.5 + 1e-9);
  });

  it('searches around an area, an airport and a hotel (that hotel first)', async () => {
    const { supplier } = createVendor('atlas');
    const area = await supplier.search(searchRequest({ destination: { placeId: 'd-pt-lisboa-lisbon-old-town' } }));
    expect(area.place?.kind).toBe('area');
    const airport = await supplier.search(searchRequest({ destination: { placeId: 'a-lis' } }));
    expect(airport.radiusKm).toBe(15);
    const hotel = area.hotels[area.hotels.length - 1]?.hotel;
    if (!hotel) throw new Error('no hotels in the Old Town');
    const around = await supplier.search(searchRequest({ destination: { placeId: hotel.id } }));
    expect(around.hotels[0]).toMatchObject({ hotel: { id: hotel.id }, distanceKm: 0 });
  });

  it('sells in the currency asked for when the vendor has a price list in it, else in its own', async () => {
    const yen = await createVendor('meridian').supplier.search(searchRequest({ currency: 'JPY' }));
    expect(yen.hotels[0]?.cheapestTotal.currency).toBe('JPY');
    const atlas = await createVendor('atlas').supplier.search(searchRequest({ currency: 'JPY' }));
    expect(atlas.hotels[0]?.cheapestTotal.currency).toBe('EUR');
  });

  it('offers only rooms that hold every requested room, so big parties see fewer hotels', async () => {
    const { supplier } = createVendor('atlas');
    const couples = await supplier.search(searchRequest());
    const four = await supplier.search(searchRequest({ rooms: [{ adults: 4, childAges: [] }] }));
    expect(four.hotels.length).toBeLessThan(couples.hotels.length);
    const first = four.hotels[0];
    if (!first) throw new Error('no hotel takes four adults');
    const { rooms } = await supplier.roomsAndRates({
      ...searchRequest({ rooms: [{ adults: 4, childAges: [] }] }),
      hotelId: first.hotel.id,
    });
    expect(rooms.length).toBeGreaterThan(0);
    for (const { room } of rooms) expect(room.maxAdults).toBeGreaterThanOrEqual(4);
  });

  it('refuses a bad stay with the rule and the field', async () => {
    const { supplier } = createVendor('atlas');
    expect(
      await failure(supplier.search(searchRequest({ checkIn: '2026-11-19', checkOut: '2026-11-22' }))),
    ).toMatchObject({
      code: 'INVALID_REQUEST',
      reason: 'DATE_IN_PAST',
      field: 'checkIn',
    });
    expect(await failure(supplier.search(searchRequest({ checkOut: '2027-01-08' })))).toMatchObject({
      reason: 'STAY_TOO_LONG',
    });
    expect(
      await failure(supplier.search(searchRequest({ checkIn: '2027-11-21', checkOut: '2027-11-22' }))),
    ).toMatchObject({ reason: 'DATE_TOO_FAR' });
    expect(await failure(supplier.search(searchRequest({ checkOut: '2026-12-10' })))).toMatchObject({
      reason: 'INVALID_DATE',
      field: 'checkOut',
    });
    expect(await failure(supplier.search(searchRequest({ checkIn: '2026-02-30' })))).toMatchObject({
      reason: 'INVALID_DATE',
      field: 'checkIn',
    });
    expect(await failure(supplier.search(searchRequest({ nationality: 'XX' })))).toMatchObject({
      reason: 'INVALID_NATIONALITY',
    });
    expect(await failure(supplier.search(searchRequest({ currency: 'EURO' })))).toMatchObject({
      reason: 'INVALID_CURRENCY',
    });
    expect(await failure(supplier.search(searchRequest({ rooms: [{ adults: 2, childAges: [19] }] })))).toMatchObject({
      reason: 'INVALID_CHILD_AGES',
      field: 'rooms[0].childAges[0]',
    });
    expect(await failure(supplier.search(searchRequest({ destination: { placeId: 'c-nowhere' } })))).toMatchObject({
      code: 'INVALID_REQUEST',
      reason: 'UNKNOWN_PLACE',
    });
    expect(
      await failure(
        supplier.search(searchRequest({ destination: { latitude: 38.7, longitude: -9.1, radiusKm: 500 } })),
      ),
    ).toMatchObject({ reason: 'INVALID_DESTINATION', field: 'destination.radiusKm' });
  });
});

describe('SandboxHotelSupplier places and content', () => {
  it('suggests the city first, then its districts, airports and hotels by name', async () => {
    const { supplier } = createVendor('atlas');
    const lisbon = await supplier.autoSuggest('Lisbon');
    expect(lisbon[0]).toMatchObject({
      id: LISBON,
      kind: 'city',
      name: 'Lisbon',
      description: 'Lisboa, Portugal',
      timeZone: 'Europe/Lisbon',
    });
    expect(lisbon.map((place) => place.kind)).toContain('area');
    expect((await supplier.autoSuggest('lisbon old town')).map((place) => place.id)).toContain(
      'd-pt-lisboa-lisbon-old-town',
    );
    const hotels = await supplier.autoSuggest('pousada lisbon');
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((place) => place.kind === 'hotel' && place.name.startsWith('Pousada'))).toBe(true);
    expect(await supplier.autoSuggest('x')).toEqual([]);
  });

  it('gives a place by id and UNKNOWN_PLACE for an unknown one or a hotel the vendor does not sell', async () => {
    const { supplier } = createVendor('solstice');
    expect(await supplier.place('a-lis')).toMatchObject({
      kind: 'airport',
      cityId: LISBON,
      name: 'Lisbon Portela Airport (LIS)',
    });
    expect(await supplier.place('d-pt-lisboa-lisbon-waterfront')).toMatchObject({ kind: 'area', cityId: LISBON });
    expect(await failure(supplier.place('h-pt-lisboa-lisbon-9999'))).toMatchObject({
      code: 'INVALID_REQUEST',
      reason: 'UNKNOWN_PLACE',
      field: 'id',
    });
    const atlas = await createVendor('atlas').supplier.search(searchRequest());
    const solstice = new Set((await supplier.search(searchRequest())).hotels.map((offer) => offer.hotel.id));
    const notSold = atlas.hotels.find((offer) => !solstice.has(offer.hotel.id));
    if (!notSold) throw new Error('solstice sells every hotel atlas sells');
    expect(await failure(supplier.place(notSold.hotel.id))).toMatchObject({ reason: 'UNKNOWN_PLACE' });
    expect(await failure(supplier.content(notSold.hotel.id))).toMatchObject({
      reason: 'UNKNOWN_HOTEL',
      field: 'hotelId',
    });
  });

  it("gives a hotel's static content: description, images, room types with their limits, policies", async () => {
    const { supplier } = createVendor('atlas');
    const [offer] = (await supplier.search(searchRequest())).hotels;
    if (!offer) throw new Error('no hotel');
    const content = await supplier.content(offer.hotel.id);
    expect(content).toMatchObject({ id: offer.hotel.id, name: offer.hotel.name, timeZone: 'Europe/Lisbon' });
    expect(content.description).toContain(content.name);
    expect(content.images[0]?.url).toBe(`/sandbox-hotels/images/${content.id}/exterior.svg`);
    expect(content.thumbnailUrl).toBe(content.images[0]?.url);
    expect(content.checkInFrom).toMatch(/^1[4-6]:00$/);
    expect(content.phone).toMatch(/^\+351 /);
    for (const room of content.rooms) expect(room.maxOccupancy).toBeGreaterThanOrEqual(room.maxAdults);
  });

  it('writes the same content in the language asked for, the facts unchanged', async () => {
    const { supplier } = createVendor('atlas');
    const [offer] = (await supplier.search(searchRequest())).hotels;
    if (!offer) throw new Error('no hotel');
    const [en, pt, es] = await Promise.all(
      (['en', 'pt', 'es'] as const).map((language) => supplier.content(offer.hotel.id, language)),
    );
    if (!en || !pt || !es) throw new Error('no content');
    expect(en.description).toContain(`Check-in is from ${en.checkInFrom}`);
    expect(pt.description).toContain(`Check-in a partir das ${en.checkInFrom}`);
    expect(es.description).toContain(`El check-in es a partir de las ${en.checkInFrom}`);
    expect(pt.description).toContain(`${en.reviewCount} avaliações`);
    expect(es.description).toContain(`${en.reviewCount} opiniones`);
    for (const content of [pt, es]) {
      expect(content.description).toContain(en.name);
      expect(content.policies).toHaveLength(en.policies.length);
      expect(content.policies.some((policy) => en.policies.includes(policy))).toBe(false);
      expect({ ...content, description: '', policies: [] }).toEqual({ ...en, description: '', policies: [] });
    }
    expect(pt.policies[0]).toBe(
      `Check-in a partir das ${en.checkInFrom}, check-out até as ${en.checkOutUntil} (hora local)`,
    );
  });
});
