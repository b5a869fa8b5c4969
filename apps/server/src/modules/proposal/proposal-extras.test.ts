import { describe, expect, it } from 'vitest';
import type { ActivitySupplier } from '../../suppliers/activities/port';
import type { CarSupplier } from '../../suppliers/cars/port';
import { activityProposalExtra } from '../activity/activity-proposal-extra';
import { carProposalExtra } from '../car/car-proposal-extra';
import type { PricingService } from '../pricing/pricing.service';
import { answeredAt } from './proposal-extras';

describe('answeredAt', () => {
  it("is the client's first answer (approved or asked to book), not the sending or viewing", () => {
    expect(
      answeredAt([
        { status: 'draft', at: '2026-11-01T10:00:00.000Z', by: 'agent' },
        { status: 'sent', at: '2026-11-01T10:00:00.000Z', by: 'agent' },
        { status: 'viewed', at: '2026-11-02T08:00:00.000Z', by: 'system' },
        { status: 'booking_requested', at: '2026-11-03T09:00:00.000Z', by: 'client', option: 0 },
        { status: 'approved', at: '2026-11-02T09:30:00.000Z', by: 'client', option: 1 },
      ])?.toISOString(),
    ).toBe('2026-11-02T09:30:00.000Z');
  });

  it('is null before any answer', () => {
    expect(answeredAt([{ status: 'sent', at: '2026-11-01T10:00:00.000Z', by: 'agent' }])).toBeNull();
  });
});

// The ports' matching reads only what was kept and the booking's details: no supplier is asked.
const unused = {} as never;
const car = carProposalExtra(unused as CarSupplier, unused as PricingService);
const activity = activityProposalExtra(unused as ActivitySupplier, unused as PricingService);

describe('a booking of the proposed offer', () => {
  const carKey = {
    pickupId: 'a-lis',
    dropoffId: 'a-lis',
    pickUpLocal: '2027-01-10T10:00',
    returnLocal: '2027-01-13T10:00',
    driverAge: 30,
    countryOfResidence: 'PT',
    vendorCode: 'AV',
    acriss: 'CDMR',
    plan: 'standard',
  };
  const bookedCar = (overrides: Record<string, unknown> = {}) => ({
    car: {
      vendorCode: 'AV',
      acriss: 'CDMR',
      pickUpDateTime: '2027-01-10T10:00',
      returnDateTime: '2027-01-13T10:00',
      pickup: { id: 'a-lis' },
      ...overrides,
    },
  });

  it('is the same company, category, place and times for a car', () => {
    expect(car.isBookingOf(carKey, bookedCar())).toBe(true);
    expect(car.isBookingOf(carKey, bookedCar({ acriss: 'EDMR' }))).toBe(false);
    expect(car.isBookingOf(carKey, bookedCar({ pickUpDateTime: '2027-01-11T10:00' }))).toBe(false);
    expect(car.isBookingOf(carKey, bookedCar({ pickup: { id: 'a-opo' } }))).toBe(false);
    expect(car.isBookingOf(carKey, { activity: {} })).toBe(false);
  });

  it('is the same product, day and start for an activity', () => {
    const key = { productCode: 'P1', date: '2027-01-11', startTime: '09:30', travelers: [{ band: 'ADULT', count: 2 }] };
    const booked = (startTime: string) => ({ activity: { productCode: 'P1', date: '2027-01-11', startTime } });
    expect(activity.isBookingOf(key, booked('09:30'))).toBe(true);
    expect(activity.isBookingOf(key, booked('14:00'))).toBe(false);
    expect(activity.isBookingOf({ productCode: 'P1' }, booked('09:30'))).toBe(false);
  });
});
