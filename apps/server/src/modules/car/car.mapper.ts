import type { CarDetails, CarOffer, Money, NetPrice } from '@travel/contracts';
import type { CarSupplierOffer } from '../../suppliers/cars/port';
import type { Pricer } from '../pricing/pricing.service';

/** What the rental company charges now as a net price: the rental and fees, then the taxes. */
export function netPriceOf(offer: CarSupplierOffer): NetPrice {
  const lines: NetPrice['lines'] = [
    { kind: 'base_fare', passengerType: null, count: 1, amount: offer.payNow.amount - offer.taxes.amount },
  ];
  if (offer.taxes.amount > 0) lines.push({ kind: 'taxes', passengerType: null, count: 1, amount: offer.taxes.amount });
  return { currency: offer.currency, lines };
}

/** What the searcher pays now for an offer: its net price with their markup, in their currency. */
export function priceFor(offer: CarSupplierOffer, pricer: Pricer): Money {
  return { amount: pricer.total(netPriceOf(offer)), currency: pricer.currency };
}

/** A supplier's offer as the results list shows it, at a price (the searcher's, or the company's own). */
export function toCarOffer(offer: CarSupplierOffer, price: Money): CarOffer {
  const { vehicle } = offer;
  return {
    carId: offer.offerId,
    price: price.amount,
    currencyCode: price.currency,
    payAtCounter: offer.payAtCounter,
    supplierPrice: offer.payNow,
    size: vehicle.size as CarOffer['size'],
    vehicleType: vehicle.vehicleType as CarOffer['vehicleType'],
    acriss: vehicle.acriss,
    name: vehicle.name,
    image: vehicle.image,
    vendorName: offer.vendor.name,
    vendorCode: offer.vendor.code,
    cancellationPolicy: {
      // Free cancellation is what can still be had: a refundable rate whose free window has not closed.
      charge: { includedRateInd: offer.isFreeCancellation && Date.parse(offer.freeCancellationUntil) > Date.now() },
      refundable: offer.isFreeCancellation,
      freeUntil: offer.freeCancellationUntil,
      freeUntilLocal: offer.freeCancellationUntilLocal,
    },
    passangerCapacity: vehicle.seats,
    bagCapacity: vehicle.smallBags + vehicle.largeBags,
    smallBags: vehicle.smallBags,
    largeBags: vehicle.largeBags,
    milage: offer.mileage.unlimited ? 'Unlimited' : `${offer.mileage.freeKmPerDay ?? 0} km/day`,
    isMileageUnlimited: offer.mileage.unlimited,
    isACavailable: vehicle.hasAirConditioning,
    transmissionType: vehicle.transmission,
    noOfDoors: vehicle.doors,
    fuelPolicy: offer.fuelPolicy,
    rentalDays: offer.rentalDays,
    pickUpDateTime: offer.pickUpLocal,
    returnDateTime: offer.returnLocal,
    pickUpAt: offer.pickUpAt,
    returnAt: offer.returnAt,
    driverAge: offer.driverAge,
    countryOfResidence: offer.countryOfResidence,
    carsLeft: offer.carsLeft,
    expiresAt: offer.expiresAt,
  };
}

/** The details screen's offer: inclusions, deposit, excess, mileage, every charge, the terms link. */
export function toCarDetails(offer: CarSupplierOffer, price: Money, termsUrl: string): CarDetails {
  return {
    ...toCarOffer(offer, price),
    pickup: offer.pickup,
    dropoff: offer.dropoff,
    inclusions: offer.inclusions,
    excess: offer.excess,
    deposit: offer.deposit,
    mileage: offer.mileage,
    charges: offer.charges,
    lateCancellationFee: offer.lateCancellationFee,
    termsUrl,
  };
}
