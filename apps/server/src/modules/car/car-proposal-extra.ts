import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { CarSupplier, CarSupplierOffer } from '../../suppliers/cars/port';
import type { PricingService } from '../pricing/pricing.service';
import { checkedOffer, type ProposalExtraPort } from '../proposal/proposal-extra.port';
import { netPriceOf } from './car.mapper';
import { callCars } from './car-supplier-errors';

/**
 * What a proposal keeps of a car offer: the search that finds it again (an offer id lives 20
 * minutes; a proposal, days) and the offer's identity in it: company, category and plan.
 */
const carKeySchema = z.object({
  pickupId: z.string(),
  dropoffId: z.string(),
  pickUpLocal: z.string(),
  returnLocal: z.string(),
  driverAge: z.number().int(),
  countryOfResidence: z.string(),
  vendorCode: z.string(),
  acriss: z.string(),
  plan: z.enum(['standard', 'inclusive', 'saver']),
});
type CarKey = z.infer<typeof carKeySchema>;

/** A car booking's details as far as a proposal matches them. */
const bookedCarSchema = z.object({
  car: z.object({
    vendorCode: z.string(),
    acriss: z.string(),
    pickUpDateTime: z.string(),
    returnDateTime: z.string(),
    pickup: z.object({ id: z.string() }),
  }),
});

const isSameOffer = (offer: CarSupplierOffer, key: CarKey) =>
  offer.vendor.code === key.vendorCode && offer.vehicle.acriss === key.acriss && offer.plan === key.plan;

/** Car rentals as a proposal's extra: picked from a live search, found again by searching the same rental. */
export function carProposalExtra(supplier: CarSupplier, pricing: PricingService): ProposalExtraPort<'car'> {
  return {
    kind: 'car',
    async propose({ agency, pricedFor, currency }, input, field) {
      const check = await checkedOffer(field, () => callCars(() => supplier.check(input.carId)));
      if (check.status === 'sold_out') throw AppError.invalid(field, 'validation.invalid');
      const { offer } = check;
      const pricer = await pricing.pricer(agency.id, pricedFor, null, currency);
      const key: CarKey = {
        pickupId: offer.pickup.id,
        dropoffId: offer.dropoff.id,
        pickUpLocal: offer.pickUpLocal,
        returnLocal: offer.returnLocal,
        driverAge: offer.driverAge,
        countryOfResidence: offer.countryOfResidence,
        vendorCode: offer.vendor.code,
        acriss: offer.vehicle.acriss,
        plan: offer.plan,
      };
      return {
        summary: {
          title: offer.vehicle.name,
          provider: offer.vendor.name,
          place:
            offer.pickup.id === offer.dropoff.id ? offer.pickup.name : `${offer.pickup.name} → ${offer.dropoff.name}`,
          start: offer.pickUpLocal,
          end: offer.returnLocal,
          image: offer.vehicle.image,
          total: pricer.total(netPriceOf(offer)),
        },
        offer: key,
      };
    },
    async priceNow({ agency, pricedFor, currency }, stored) {
      const key = carKeySchema.parse(stored);
      const result = await callCars(() =>
        supplier.search({
          pickup: { locationId: key.pickupId },
          dropoff: key.dropoffId === key.pickupId ? null : { locationId: key.dropoffId },
          pickUpLocal: key.pickUpLocal,
          returnLocal: key.returnLocal,
          driverAge: key.driverAge,
          countryOfResidence: key.countryOfResidence,
        }),
      );
      const offer = result.offers.find((candidate) => isSameOffer(candidate, key) && candidate.carsLeft > 0);
      if (!offer) return { status: 'soldOut' };
      const check = await callCars(() => supplier.check(offer.offerId));
      if (check.status === 'sold_out') return { status: 'soldOut' };
      const pricer = await pricing.pricer(agency.id, pricedFor, null, currency);
      return { status: 'available', total: pricer.total(netPriceOf(check.offer)) };
    },
    isBookingOf(stored, details) {
      const key = carKeySchema.safeParse(stored);
      const booked = bookedCarSchema.safeParse(details);
      if (!key.success || !booked.success) return false;
      const { car } = booked.data;
      return (
        car.vendorCode === key.data.vendorCode &&
        car.acriss === key.data.acriss &&
        car.pickup.id === key.data.pickupId &&
        car.pickUpDateTime.slice(0, 16) === key.data.pickUpLocal &&
        car.returnDateTime.slice(0, 16) === key.data.returnLocal
      );
    },
  };
}
