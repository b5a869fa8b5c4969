import { describe, expect, it } from 'vitest';
import { BOOKING_VERTICALS } from './verticals';

describe('the vertical registry of the app', () => {
  it('registers flights, hotels, cars and activities, in the tab order', () => {
    expect(BOOKING_VERTICALS.map((vertical) => vertical.key)).toEqual(['flight', 'hotel', 'car', 'activity']);
  });

  it("gives activities their payment step, e-mail, their own cancel panel and the agency list's words", () => {
    const activity = BOOKING_VERTICALS.find((vertical) => vertical.key === 'activity');
    expect(activity?.customer.payPath('AC7QK2M4XP')).toBe('/booknow/activities/bookings/checkout?booking=AC7QK2M4XP');
    expect(activity?.customer.sendConfirmationPath).toBe('/api/activities/email');
    expect(activity?.customer.cancellation).toBeNull();
    expect(activity?.customer.CancelPanel).toBeTypeOf('function');
    expect(activity?.agency.textsPrefix).toBe('activities');
    expect(activity?.agency.listKey).toEqual(['agency-activities', 'list']);
  });

  it('gives cars their own payment step, e-mail, cancellation and agency list words', () => {
    const car = BOOKING_VERTICALS.find((vertical) => vertical.key === 'car');
    expect(car?.customer.payPath('CR4XK7M2QP')).toBe('/booknow/cars/checkout?booking=CR4XK7M2QP');
    expect(car?.customer.sendConfirmationPath).toBe('/api/car-rental/sendCarBookingEmail');
    expect(car?.customer.cancellation).toEqual({
      penalty: '/api/car-rental/cancelPenalty',
      cancel: '/api/car-rental/cancel',
      cancelVoid: '/api/car-rental/cancel',
    });
    expect(car?.agency.textsPrefix).toBe('cars');
    expect(car?.agency.listKey).toEqual(['agency-cars', 'list']);
  });
});
