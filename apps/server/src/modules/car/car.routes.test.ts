import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CarDetails, CarOffer, CarTerms } from '@travel/contracts';
import { COASTAL } from '../../testing/auth-helpers';
import { openWorld, type World } from '../../testing/booking-helpers';
import { carSearch, checkout, LISBON_AIRPORT, PORTO_AIRPORT, searchCars } from '../../testing/car-helpers';
import { MINUTE_MS, moveClock, restoreClock } from '../../testing/clock';
import { api, expectError } from '../../testing/http-helpers';
import { pdfText } from '../../testing/pdf-text';
import { documentFormat } from '../../platform/pdf/document-format';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxCarSupplier } from '../../suppliers/cars/sandbox/sandbox-car-supplier';

// The car calls from a search to a quote against the sandbox rental companies: the search at a
// big airport and by coordinates, one-way with a young driver, the vocabularies, an offer's
// details and its signed rental terms (JSON and PDF), checkout's re-price, and the errors.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await openWorld(t);
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  restoreClock();
});

const search = (payload: object, token = w.client) =>
  api(t, token, { method: 'POST', url: '/api/car-rental/availableCars', payload });

const details = (carId: string, token = w.client) =>
  api(t, token, { method: 'POST', url: '/api/car-rental/carDetails', payload: { carId, currency: 'EUR' } });

describe('POST /api/car-rental/availableCars', () => {
  it('offers 300 cars of five companies at Lisbon airport, cheapest first, in the asked currency', async () => {
    const result = await searchCars(t, w.client);
    expect(result.totalCars).toBe(300);
    expect(result.rentalDays).toBe(3);
    expect(result.pickup.id).toBe(LISBON_AIRPORT);
    expect(result.pickup.timeZone).toBe('Europe/Lisbon');
    expect(new Set(result.cars.map((car) => car.vendorName)).size).toBe(5);
    const prices = result.cars.map((car) => car.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const car = result.cars[0] as CarOffer;
    expect(car.currencyCode).toBe('EUR');
    // The spec's spelled fields.
    expect(car).toEqual(
      expect.objectContaining({
        passangerCapacity: expect.any(Number),
        bagCapacity: car.smallBags + car.largeBags,
        milage: expect.stringMatching(/^(Unlimited|\d+ km\/day)$/),
        isACavailable: expect.any(Boolean),
        transmissionType: expect.stringMatching(/^(Automatic|Manual)$/),
        noOfDoors: expect.any(Number),
        cancellationPolicy: expect.objectContaining({ charge: { includedRateInd: expect.any(Boolean) } }),
      }),
    );
    expect(car.pickUpDateTime).toMatch(/T10:00$/);
  });

  it('offers free cancellation only while its window is open: a pick-up within 48 hours has none, though refundable', async () => {
    const far = (await searchCars(t, w.client, carSearch({}, 30))).cars;
    expect(far.some((car) => car.cancellationPolicy.charge.includedRateInd)).toBe(true);
    for (const car of far)
      expect(car.cancellationPolicy.charge.includedRateInd).toBe(car.cancellationPolicy.refundable);
    // Tomorrow at 10:00: 48 hours before it is already past.
    const soon = (await searchCars(t, w.client, carSearch({}, 1))).cars;
    expect(soon.some((car) => car.cancellationPolicy.refundable)).toBe(true);
    expect(soon.every((car) => !car.cancellationPolicy.charge.includedRateInd)).toBe(true);
  });

  it('finds the nearest location from coordinates', async () => {
    const { location: _location, ...rest } = carSearch();
    const result = await searchCars(t, w.client, { ...rest, pickupLatitude: 38.7756, pickupLongitude: -9.1354 });
    expect(result.pickup.id).toBe(LISBON_AIRPORT);
  });

  it('returns in Porto with a driver of 23: a one-way fee and a young-driver fee, now or at the counter', async () => {
    const result = await searchCars(
      t,
      w.client,
      carSearch({ dropOff: 'different', returnLocation: { value: PORTO_AIRPORT }, age: 23 }),
    );
    expect(result.dropoff.id).toBe(PORTO_AIRPORT);
    expect(result.totalCars).toBeGreaterThan(0);
    const res = await details((result.cars[0] as CarOffer).carId);
    expect(res.statusCode, res.body).toBe(200);
    const car = res.json().data as CarDetails;
    expect(car.charges.map((charge) => charge.kind)).toEqual(expect.arrayContaining(['young_driver', 'one_way']));
    const atCounter = car.charges.filter((c) => c.payAt === 'counter').reduce((sum, c) => sum + c.amount.amount, 0);
    expect(car.payAtCounter.amount).toBe(atCounter);
  });

  it('refuses a driver under 21 with a clear message', async () => {
    const res = await search(carSearch({ age: 20 }));
    expectError(res, 400, 'VALIDATION_FAILED', {
      details: { age: 'The driver must be at least 21 years old to rent a car.' },
    });
    const pt = await api(t, w.client, {
      method: 'POST',
      url: '/api/car-rental/availableCars',
      payload: carSearch({ age: 20 }),
      headers: { 'accept-language': 'pt' },
    });
    expect(pt.json().details.age).toBe('O motorista deve ter pelo menos 21 anos para alugar um carro.');
  });

  it('answers 400 naming the field of bad input', async () => {
    const { location: _location, ...noPlace } = carSearch();
    expectError(await search(noPlace), 400, 'VALIDATION_FAILED', { details: { location: 'Required' } });
    expectError(
      await search(carSearch({ returnDateTime: `${carSearch().pickUpDateTime.slice(0, 10)}T09:00` })),
      400,
      'VALIDATION_FAILED',
      { details: { returnDateTime: 'The return must be after the pick-up' } },
    );
    expectError(await search(carSearch({ pickUpDateTime: '2026-13-45T10:00' })), 400, 'VALIDATION_FAILED', {
      details: { pickUpDateTime: 'Invalid value' },
    });
    expectError(await search(carSearch({ pickUpDateTime: '2020-01-01T10:00' })), 400, 'VALIDATION_FAILED', {
      details: { pickUpDateTime: 'Invalid value' },
    });
    expectError(await search(carSearch({ location: { value: 'a-zzz' } })), 400, 'VALIDATION_FAILED', {
      details: { location: 'Invalid value' },
    });
    expectError(await search(carSearch({ countryOfResidence: 'XX' })), 400, 'VALIDATION_FAILED', {
      details: { countryOfResidence: 'Invalid value' },
    });
    expectError(await search(carSearch({ dropOff: 'different' })), 400, 'VALIDATION_FAILED', {
      details: { returnLocation: 'Required' },
    });
    expectError(await search(carSearch({}, 30, 40)), 400, 'VALIDATION_FAILED', {
      details: { returnDateTime: 'Invalid value' },
    });
  });

  it('answers 502 when the rental companies fail or time out, and works again once they are back', async () => {
    const supplier = t.services.carSupplier as SandboxCarSupplier;
    supplier.setFaults({ timeout: ['search'] });
    expectError(await search(carSearch()), 502, 'UPSTREAM_FAILED');
    supplier.setFaults({ down: true });
    expectError(await search(carSearch()), 502, 'UPSTREAM_FAILED');
    supplier.setFaults({});
    expect((await search(carSearch())).statusCode).toBe(200);
  });

  it('is for signed-in users', async () => {
    expectError(await search(carSearch(), ''), 401, 'UNAUTHORIZED');
  });
});

describe('the vocabularies', () => {
  it('lists the countries of residence in the language asked', async () => {
    const en = await api(t, null, { method: 'GET', url: '/api/car-rental/findCountries/EN' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toContainEqual({ name: 'Germany', alpha2Code: 'DE', value: 'de' });
    const pt = await api(t, null, { method: 'GET', url: '/api/car-rental/findCountries/PT' });
    expect(pt.json().data).toContainEqual({ name: 'Alemanha', alpha2Code: 'DE', value: 'de' });
    expectError(
      await api(t, null, { method: 'GET', url: '/api/car-rental/findCountries/XX' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('gives the companies, categories and filter buckets', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/car-rental/getStaticData' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.vendors).toHaveLength(5);
    expect(data.categories.map((c: { acriss: string }) => c.acriss)).toEqual(
      expect.arrayContaining(['ECMR', 'CDAR', 'IFAR', 'PVAR']),
    );
    expect(data.passengerBuckets.map((b: { key: string }) => b.key)).toEqual(['1to4', '5plus']);
  });

  it('finds rental locations by name and draws a category', async () => {
    const res = await api(t, null, { method: 'GET', url: '/api/car-rental/locations?text=lisbon' });
    expect(res.json().data.map((l: { id: string }) => l.id)).toEqual(expect.arrayContaining([LISBON_AIRPORT]));
    const image = await t.request('demo.localhost', { method: 'GET', url: '/sandbox-cars/images/CDAR.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(
      (await t.request('demo.localhost', { method: 'GET', url: '/sandbox-cars/images/ZZZZ.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('details and rental terms', () => {
  it('shows inclusions, deposit and the signed terms as JSON and as a PDF', async () => {
    const { cars } = await searchCars(t, w.client);
    const offer = cars.find((car) => car.cancellationPolicy.charge.includedRateInd) as CarOffer;
    const res = await details(offer.carId);
    expect(res.statusCode, res.body).toBe(200);
    const car = res.json().data as CarDetails;
    expect(car.inclusions).toContain('Theft protection');
    expect(car.deposit.amount).toBeGreaterThan(0);
    expect(car.price).toBe(offer.price);

    const json = await api(t, null, {
      method: 'POST',
      url: '/api/car-rental/getDetailsFromTempUrl',
      payload: { url: `http://demo.localhost${car.termsUrl}&format=json` },
    });
    expect(json.statusCode, json.body).toBe(200);
    const terms = json.json().data as CarTerms;
    expect(terms.language).toBe('en');
    const cancellation = terms.sections.find((section) => section.heading === 'Cancellation');
    expect(cancellation?.lines[0]).toBe(
      `Free cancellation until ${documentFormat('en').dateTime(car.cancellationPolicy.freeUntilLocal)} (local time, Europe/Lisbon): 48 hours before pick-up.`,
    );

    const pdf = await api(t, null, { method: 'GET', url: car.termsUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf.rawPayload)).toContain('Free cancellation until');
    const asJson = await api(t, null, { method: 'GET', url: `${car.termsUrl}&format=json` });
    expect(asJson.json().data.carId).toBe(offer.carId);

    // The link is ours: altered, it is refused; past the offer's 20 minutes it has expired.
    const forged = car.termsUrl.replace('lang=en', 'lang=pt');
    expectError(
      await api(t, null, { method: 'POST', url: '/api/car-rental/getDetailsFromTempUrl', payload: { url: forged } }),
      400,
      'VALIDATION_FAILED',
      { details: { url: expect.any(String) } },
    );
    moveClock(21 * MINUTE_MS);
    expectError(
      await api(t, null, {
        method: 'POST',
        url: '/api/car-rental/getDetailsFromTempUrl',
        payload: { url: car.termsUrl },
      }),
      410,
      'OFFER_EXPIRED',
    );
  });

  it('answers the server message for an unknown or forged offer', async () => {
    expectError(await details('x'.repeat(40)), 404, 'NOT_FOUND');
  });
});

describe('POST /api/car-rental/checkout', () => {
  it('locks an unchanged offer as a quote priced through the core', async () => {
    const { cars } = await searchCars(t, w.client);
    for (const offer of cars.slice(0, 40)) {
      const res = await checkout(t, w.client, offer.carId);
      expect(res.statusCode, res.body).toBe(200);
      const quote = res.json().data;
      if (quote.status !== 'same') continue;
      expect(quote.breakdown.total).toBe(offer.price);
      expect(quote.previousTotal).toBe(offer.price);
      expect(quote.car.carId).toBe(offer.carId);
      return;
    }
    throw new Error('no unchanged offer among the first 40');
  });

  it('shows a changed price with the searched one beside it', async () => {
    const { cars } = await searchCars(t, w.client);
    for (const offer of cars) {
      const res = await checkout(t, w.client, offer.carId);
      const quote = res.json().data;
      if (quote.status !== 'changed') continue;
      expect(quote.previousTotal).toBe(offer.price);
      expect(quote.breakdown.total).toBeGreaterThan(offer.price);
      return;
    }
    throw new Error('no changed offer');
  });

  it('refuses an offer past its 20 minutes', async () => {
    const { cars } = await searchCars(t, w.client);
    moveClock(21 * MINUTE_MS);
    expectError(await checkout(t, w.client, (cars[0] as CarOffer).carId), 410, 'OFFER_EXPIRED');
  });

  it('refuses an unsupported currency and a client of another agency', async () => {
    const { cars } = await searchCars(t, w.client);
    const carId = (cars[0] as CarOffer).carId;
    expectError(await checkout(t, w.client, carId, { currency: 'XYZ' }), 400, 'CURRENCY_NOT_SUPPORTED');
    expectError(
      await api(
        t,
        w.coastalOwner,
        { method: 'POST', url: '/api/car-rental/checkout', payload: { carId: 'short' } },
        COASTAL,
      ),
      400,
      'VALIDATION_FAILED',
      { details: { carId: 'Invalid value' } },
    );
  });
});
