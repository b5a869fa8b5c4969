import { describe, expect, it } from 'vitest';
import {
  carSearchProblems,
  defaultCarSearchForm,
  parseCarSearchQuery,
  toCarSearchBody,
  toCarSearchQuery,
  type CarSearchForm,
} from './search-link';

const TODAY = '2026-11-21';
const LIS = { value: 'a-lis', name: 'Lisbon Airport (LIS)', alpha2Code: 'PT' };
const OPO = { value: 'a-opo', name: 'Porto Airport (OPO)', alpha2Code: 'PT' };
const form = (overrides: Partial<CarSearchForm> = {}): CarSearchForm => ({
  ...defaultCarSearchForm(TODAY),
  pickup: LIS,
  ...overrides,
});

describe('the car search form', () => {
  it('starts two days out for three days at 10:00, same drop-off, driver 25 living in the US', () => {
    expect(defaultCarSearchForm(TODAY)).toEqual({
      pickup: null,
      dropoff: null,
      dropOffChoice: 'same',
      pickUpDate: '2026-11-23',
      pickUpTime: '10:00',
      returnDate: '2026-11-26',
      returnTime: '10:00',
      age: 25,
      countryOfResidence: 'US',
    });
  });

  it('needs a pick-up place, a drop-off place when it differs, a return after the pick-up, an age and a country', () => {
    expect(carSearchProblems(defaultCarSearchForm(TODAY), TODAY)).toEqual(['pickup']);
    expect(carSearchProblems(form(), TODAY)).toEqual([]);
    expect(carSearchProblems(form({ dropOffChoice: 'different' }), TODAY)).toEqual(['dropoff']);
    // The same day, an hour later, is a rental; the same minute is not.
    expect(carSearchProblems(form({ returnDate: '2026-11-23', returnTime: '11:00' }), TODAY)).toEqual([]);
    expect(carSearchProblems(form({ returnDate: '2026-11-23', returnTime: '10:00' }), TODAY)).toEqual([
      'returnBeforePickup',
    ]);
    expect(carSearchProblems(form({ returnDate: '2026-11-22' }), TODAY)).toEqual(['returnBeforePickup']);
    expect(carSearchProblems(form({ pickUpDate: '2026-11-20' }), TODAY)).toEqual(['pastDate']);
    expect(carSearchProblems(form({ pickUpTime: '25:00' }), TODAY)).toEqual(['times']);
    expect(carSearchProblems(form({ age: '' }), TODAY)).toEqual(['age']);
    expect(carSearchProblems(form({ age: 100 }), TODAY)).toEqual(['age']);
    // Under 21 is the rental companies' to refuse (the server's message on the field).
    expect(carSearchProblems(form({ age: 20 }), TODAY)).toEqual([]);
    expect(carSearchProblems(form({ countryOfResidence: '' }), TODAY)).toEqual(['country']);
  });
});

describe('the search in the URL', () => {
  it('round-trips a one-way rental', () => {
    const oneWay = form({ dropOffChoice: 'different', dropoff: OPO, age: 23, countryOfResidence: 'PT' });
    const query = toCarSearchQuery(oneWay);
    expect(query).toBe(
      'pickup=a-lis&pickupName=Lisbon+Airport+%28LIS%29&pickupCountry=PT&dropoff=a-opo&dropoffName=Porto+Airport+%28OPO%29&dropoffCountry=PT&pickUpDateTime=2026-11-23T10%3A00&returnDateTime=2026-11-26T10%3A00&age=23&countryOfResidence=PT',
    );
    expect(parseCarSearchQuery(query)).toEqual(oneWay);
  });

  it('leaves out the drop-off place when the car goes back where it was picked up', () => {
    const query = toCarSearchQuery(form({ dropoff: OPO }));
    expect(query).not.toContain('dropoff');
    expect(parseCarSearchQuery(query)).toEqual(form());
  });

  it('has no search without a pick-up place, and keeps what it cannot read for the form to report', () => {
    expect(parseCarSearchQuery('')).toBeNull();
    expect(parseCarSearchQuery('pickUpDateTime=2026-11-23T10:00')).toBeNull();
    const broken = parseCarSearchQuery('pickup=a-lis&pickUpDateTime=tomorrow&age=old');
    expect(broken).toMatchObject({ pickUpDate: '', pickUpTime: '', age: '', countryOfResidence: 'US' });
    expect(carSearchProblems(broken as CarSearchForm, TODAY)).toEqual(['times', 'age']);
  });
});

describe('the availableCars body', () => {
  it('is the spec’s car search state, with readable names and the visitor’s currency', () => {
    expect(toCarSearchBody(form(), 'EUR')).toEqual({
      location: { name: LIS.name, value: 'a-lis', alpha2Code: 'PT' },
      pickUpDateTime: '2026-11-23T10:00',
      returnDateTime: '2026-11-26T10:00',
      dropOff: 'same',
      age: 25,
      countryOfResidence: 'US',
      pickupReadable: LIS.name,
      dropoffReadable: LIS.name,
      currency: 'EUR',
    });
    expect(toCarSearchBody(form({ dropOffChoice: 'different', dropoff: OPO }), 'USD')).toMatchObject({
      returnLocation: { name: OPO.name, value: 'a-opo', alpha2Code: 'PT' },
      dropOff: 'different',
      dropoffReadable: OPO.name,
    });
  });
});
