import { intHash, unitHash } from '../../shared/prng';
import type { CarVehicle, CarVendor } from '../port';
import type { RentalLocation } from './locations';

/**
 * The sandbox rental companies and what they rent: ACRISS categories (category, type,
 * transmission and drive, fuel and air conditioning) with the typical car's facts, each
 * company's terms, and how many cars of a category a company keeps at a location (its fleet).
 * Figures: decision record 022.
 */

/** A company's way of doing business. */
export interface VendorProfile extends CarVendor {
  /** The currency of its price list. */
  currency: 'EUR' | 'USD' | 'GBP';
  /** Units of its currency per sandbox price unit (about 1 EUR): fixed contract figures. */
  currencyRate: number;
  /** Its prices against the market (0.92 cheaper to 1.12 dearer). */
  priceFactor: number;
  /** Young and senior driver, one-way and out-of-hours fees paid at the counter (not in the prepaid price). */
  chargesAtCounter: boolean;
  /** Free km per day for every car (null: unlimited except luxury). */
  freeKmPerDay: number | null;
  fuelPolicy: 'Full to Full' | 'Pre-purchase';
}

export const VENDORS: readonly VendorProfile[] = [
  {
    code: 'ATD',
    name: 'Atlas Drive',
    currency: 'EUR',
    currencyRate: 1,
    priceFactor: 1.05,
    chargesAtCounter: false,
    freeKmPerDay: null,
    fuelPolicy: 'Full to Full',
  },
  {
    code: 'SUN',
    name: 'Sunroad Rentals',
    currency: 'EUR',
    currencyRate: 1,
    priceFactor: 0.95,
    chargesAtCounter: true,
    freeKmPerDay: null,
    fuelPolicy: 'Full to Full',
  },
  {
    code: 'NWC',
    name: 'Northwind Cars',
    currency: 'USD',
    currencyRate: 1.08,
    priceFactor: 1.12,
    chargesAtCounter: false,
    freeKmPerDay: null,
    fuelPolicy: 'Full to Full',
  },
  {
    code: 'PIC',
    name: 'Pico Rent',
    currency: 'EUR',
    currencyRate: 1,
    priceFactor: 0.88,
    chargesAtCounter: true,
    freeKmPerDay: 200,
    fuelPolicy: 'Pre-purchase',
  },
  {
    code: 'HRB',
    name: 'Harbour Auto',
    currency: 'GBP',
    currencyRate: 0.86,
    priceFactor: 1,
    chargesAtCounter: false,
    freeKmPerDay: null,
    fuelPolicy: 'Full to Full',
  },
];

const SIZE_OF: Record<string, string> = {
  M: 'Mini',
  E: 'Economy',
  C: 'Compact',
  I: 'Intermediate',
  S: 'Standard',
  F: 'Fullsize',
  P: 'Premium',
  L: 'Luxury',
};
const TYPE_OF: Record<string, string> = {
  B: 'Hatchback',
  C: 'Hatchback',
  D: 'Sedan',
  W: 'Estate',
  V: 'Van',
  F: 'SUV',
  T: 'Convertible',
};
/** Daily rate by size letter, sandbox price units. */
const SIZE_DAILY: Record<string, number> = { M: 22, E: 27, C: 34, I: 42, S: 52, F: 64, P: 85, L: 120 };
const TYPE_FACTOR: Record<string, number> = { B: 0.95, C: 1, D: 1, W: 1.08, V: 1.6, F: 1.2, T: 1.4 };
/** Deposit and collision damage excess by size letter. */
const SIZE_DEPOSIT: Record<string, number> = { M: 200, E: 250, C: 300, I: 400, S: 500, F: 600, P: 900, L: 1200 };
const SIZE_EXCESS: Record<string, number> = { M: 800, E: 900, C: 1000, I: 1200, S: 1400, F: 1600, P: 2000, L: 2500 };

/** [ACRISS, typical car, seats, doors, small bags, large bags]. */
const CATALOGUE: readonly [string, string, number, number, number, number][] = [
  ['MBMN', 'Fiat Panda', 4, 3, 1, 0],
  ['MBMR', 'Toyota Aygo X', 4, 3, 1, 0],
  ['ECMR', 'Kia Picanto', 4, 5, 1, 1],
  ['EDMR', 'Renault Clio', 5, 5, 2, 1],
  ['EDAR', 'Peugeot 208', 5, 5, 2, 1],
  ['CDMR', 'Volkswagen Golf', 5, 5, 2, 1],
  ['CDAR', 'Volkswagen Golf', 5, 5, 2, 1],
  ['CWMR', 'Skoda Octavia Estate', 5, 5, 2, 2],
  ['CFAR', 'Peugeot 2008', 5, 5, 2, 1],
  ['IDMR', 'Toyota Corolla', 5, 4, 2, 2],
  ['IDAR', 'Toyota Corolla', 5, 4, 2, 2],
  ['IFAR', 'Nissan Qashqai', 5, 5, 2, 2],
  ['IWAR', 'Volkswagen Passat Variant', 5, 5, 2, 3],
  ['SDAR', 'Volkswagen Passat', 5, 4, 2, 2],
  ['SFAR', 'Toyota RAV4', 5, 5, 2, 3],
  ['STAR', 'Ford Mustang Convertible', 4, 2, 1, 1],
  ['FDAR', 'Skoda Superb', 5, 4, 2, 3],
  ['FVMR', 'Ford Tourneo Custom', 9, 5, 2, 4],
  ['PVAR', 'Mercedes-Benz V-Class', 7, 5, 3, 4],
  ['LDAR', 'Mercedes-Benz E-Class', 5, 4, 2, 3],
];

/** The picture of a category, generated and served by the app (car-image.routes.ts). */
export const carImagePath = (acriss: string) => `/sandbox-cars/images/${acriss}.svg`;

export const VEHICLES: readonly CarVehicle[] = CATALOGUE.map(([acriss, model, seats, doors, smallBags, largeBags]) => {
  const [size = 'C', type = 'D', transmission = 'M', fuel = 'R'] = acriss.split('');
  return {
    acriss,
    size: SIZE_OF[size] ?? 'Compact',
    vehicleType: TYPE_OF[type] ?? 'Sedan',
    name: `${model} or similar`,
    image: carImagePath(acriss),
    seats,
    doors,
    smallBags,
    largeBags,
    transmission: transmission === 'A' ? 'Automatic' : 'Manual',
    hasAirConditioning: fuel !== 'N',
    fuel: fuel === 'D' ? 'Diesel' : fuel === 'E' ? 'Electric' : 'Petrol',
  };
});

export function vehicleOf(acriss: string): CarVehicle | undefined {
  return VEHICLES.find((vehicle) => vehicle.acriss === acriss);
}

export function vendorOf(code: string): VendorProfile | undefined {
  return VENDORS.find((vendor) => vendor.code === code);
}

/** The daily rate of a category in sandbox price units, before season, place and company. */
export function baseDailyRate(vehicle: CarVehicle): number {
  const [size = 'C', type = 'D'] = vehicle.acriss.split('');
  const automatic = vehicle.transmission === 'Automatic' ? 1.12 : 1;
  const noAir = vehicle.hasAirConditioning ? 1 : 0.92;
  return (SIZE_DAILY[size] ?? 34) * (TYPE_FACTOR[type] ?? 1) * automatic * noAir;
}

export const depositUnits = (vehicle: CarVehicle) => SIZE_DEPOSIT[vehicle.acriss.charAt(0)] ?? 300;
export const excessUnits = (vehicle: CarVehicle) => SIZE_EXCESS[vehicle.acriss.charAt(0)] ?? 1000;

/** The companies at a location: all five at a big airport, two to four at others, one to three in town. */
export function vendorsAt(location: RentalLocation): VendorProfile[] {
  if (location.isMajor) return [...VENDORS];
  const count =
    location.counterType === 'city_office'
      ? intHash(`${location.id}|vendors`, 1, 3)
      : intHash(`${location.id}|vendors`, 2, 4);
  return [...VENDORS]
    .sort((a, b) => unitHash(`${location.id}|${a.code}`) - unitHash(`${location.id}|${b.code}`))
    .slice(0, count);
}

/**
 * How many cars of a category a company keeps at a location: every category at a big airport
 * (3 to 25 cars), about two categories in three elsewhere (1 to 8 cars; 1 to 4 in town);
 * 0 when it does not rent that category there.
 */
export function fleetSize(vendor: CarVendor, location: RentalLocation, acriss: string): number {
  const key = `${vendor.code}|${location.id}|${acriss}`;
  if (location.isMajor) return intHash(`${key}|fleet`, 3, 25);
  if (unitHash(`${key}|rents`) > 0.65) return 0;
  return intHash(`${key}|fleet`, 1, location.counterType === 'city_office' ? 4 : 8);
}
