import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../shared/geo';
import { countryName, loadPlaces } from './places';

const places = await loadPlaces();
const ids = (matches: { place: { id: string } }[]) => matches.map((match) => match.place.id);

describe('loadPlaces', () => {
  it('loads once: every call shares the same index', async () => {
    expect(await loadPlaces()).toBe(places);
  });

  it('holds the cities of the dataset and the airports the flights know, with unique ids', () => {
    const cities = places.all('city');
    const airports = places.all('airport');
    expect(cities.length).toBeGreaterThan(7_000);
    expect(airports.length).toBeGreaterThan(2_000);
    expect(new Set([...cities, ...airports].map((place) => place.id)).size).toBe(places.size);
  });

  it('gives every place an alpha-2 country, coordinates and a zone the runtime knows', () => {
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    const isKnownZone = (zone: string) => {
      try {
        return zones.has(zone) || new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone !== '';
      } catch {
        return false;
      }
    };
    const wrong = places
      .all()
      .filter(
        (place) =>
          !/^[A-Z]{2}$/.test(place.countryCode) ||
          Math.abs(place.latitude) > 90 ||
          Math.abs(place.longitude) > 180 ||
          place.population < 0 ||
          !isKnownZone(place.timeZone),
      );
    expect(wrong).toEqual([]);
  });
});

describe('PlaceIndex.get', () => {
  it('finds a city and an airport by their stable ids', () => {
    expect(places.get('c-pt-lisboa-lisbon')).toMatchObject({
      kind: 'city',
      name: 'Lisbon',
      countryCode: 'PT',
      timeZone: 'Europe/Lisbon',
      iataCode: null,
    });
    expect(places.get('a-lis')).toMatchObject({ kind: 'airport', iataCode: 'LIS', cityId: 'c-pt-lisboa-lisbon' });
    expect(places.get('c-ch-zurich-zurich')?.name).toBe('Zürich');
    expect(places.get('nowhere')).toBeUndefined();
  });

  it('links an airport to the city it serves, in its own country', () => {
    expect(places.get('a-jfk')?.cityId).toBe('c-us-new-york-new-york');
    expect(places.get('a-gru')?.cityId).toBe('c-br-sao-paulo-sao-paulo');
  });
});

describe('PlaceIndex.search', () => {
  it('matches a name prefix ignoring case and accents', () => {
    expect(ids(places.search('sao paulo', { kinds: ['city'] }))[0]).toBe('c-br-sao-paulo-sao-paulo');
    expect(ids(places.search('SÃO PAU', { kinds: ['city'] }))[0]).toBe('c-br-sao-paulo-sao-paulo');
    expect(ids(places.search('zurich'))[0]).toBe('c-ch-zurich-zurich');
    expect(ids(places.search('Zürich'))[0]).toBe('c-ch-zurich-zurich');
  });

  it('ranks equally good matches by population, cities before their airports', () => {
    const matches = places.search('san', { limit: 20 });
    expect(matches.length).toBe(20);
    for (let i = 1; i < matches.length; i += 1) {
      const [previous, current] = [matches[i - 1], matches[i]];
      if (previous && current && previous.rank === current.rank) {
        expect(previous.place.population).toBeGreaterThanOrEqual(current.place.population);
      }
    }
    expect(ids(places.search('lisb', { limit: 3 }))[0]).toBe('c-pt-lisboa-lisbon');
  });

  it('puts a name that starts with the text before one with a later word that does', () => {
    const found = places.search('york', { kinds: ['city'], limit: 10 });
    const york = found.findIndex((match) => match.place.id === 'c-gb-york-york');
    const newYork = found.findIndex((match) => match.place.id === 'c-us-new-york-new-york');
    expect(york).toBeGreaterThanOrEqual(0);
    expect(newYork).toBeGreaterThan(york);
  });

  it('narrows by region or country words in English, Portuguese or Spanish', () => {
    expect(ids(places.search('porto portugal', { kinds: ['city'] }))).toEqual(['c-pt-porto-porto']);
    expect(ids(places.search('paris franca', { kinds: ['city'] }))[0]).toBe('c-fr-ile-de-france-paris');
    expect(ids(places.search('paris francia', { kinds: ['city'] }))[0]).toBe('c-fr-ile-de-france-paris');
    expect(ids(places.search('springfield missouri', { kinds: ['city'] }))).toEqual(['c-us-missouri-springfield']);
    expect(places.search('porto japan', { kinds: ['city'] })).toEqual([]);
  });

  it('finds an airport by its exact IATA code first', () => {
    expect(places.search('lis')[0]).toMatchObject({ rank: 0, place: { id: 'a-lis' } });
  });

  it('filters by kind and country and caps the limit', () => {
    expect(places.search('lisbon', { kinds: ['airport'] }).every((match) => match.place.kind === 'airport')).toBe(true);
    expect(places.search('porto', { countryCode: 'br' }).every((match) => match.place.countryCode === 'BR')).toBe(true);
    expect(places.search('a', { limit: 500 })).toHaveLength(50);
    expect(places.search('   ')).toEqual([]);
  });
});

describe('PlaceIndex.nearby', () => {
  it('returns places within the radius, nearest first, with their distance', () => {
    const lisbon = { latitude: 38.7223, longitude: -9.1393 };
    const found = places.nearby(lisbon, 40);
    expect(found[0]?.place.id).toBe('c-pt-lisboa-lisbon');
    expect(found.map((item) => item.place.id)).toContain('a-lis');
    for (const item of found) {
      expect(item.distanceKm).toBeLessThanOrEqual(40);
      expect(item.distanceKm).toBeCloseTo(greatCircleKm(lisbon, item.place), 6);
    }
    expect(found.map((item) => item.distanceKm)).toEqual(
      [...found.map((item) => item.distanceKm)].sort((a, b) => a - b),
    );
  });

  it('finds places across the date line and copes near a pole', () => {
    const suva = places.all('city').find((place) => place.countryCode === 'FJ' && place.name === 'Suva');
    expect(suva).toBeDefined();
    const eastOfTheLine = { latitude: -17.5, longitude: -179.9 };
    if (suva)
      expect(places.nearby(eastOfTheLine, 500, { kinds: ['city'] }).map((item) => item.place.id)).toContain(suva.id);
    expect(() => places.nearby({ latitude: 89.9, longitude: 10 }, 300)).not.toThrow();
    expect(places.nearby({ latitude: 0, longitude: -140 }, 50)).toEqual([]);
  });

  it('answers nothing for a negative or non-finite radius', () => {
    expect(places.nearby({ latitude: 38.7, longitude: -9.1 }, -1)).toEqual([]);
    expect(places.nearby({ latitude: 38.7, longitude: -9.1 }, Number.NaN)).toEqual([]);
  });
});

describe('countryName', () => {
  it('names a country in the language asked', () => {
    expect(countryName('DE', 'pt')).toBe('Alemanha');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('DE')).toBe('Germany');
  });
});
