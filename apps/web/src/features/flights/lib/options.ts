import type { CABIN_PREFERENCES, CABINS, FARE_FAMILIES, ROUTE_TYPES } from '@travel/contracts';

/*
 * The option lists of the flight schemas, repeated here because importing a value from the
 * contracts' schema modules would bring zod into these pages. The checks below fail the type
 * check when the lists and the schemas drift apart.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const ROUTE_TYPE_OPTIONS = ['Round-Trip', 'One-Way', 'Multi-City'] as const;
export const CABIN_OPTIONS = ['Economy', 'Premium', 'Business', 'First'] as const;
export const CABIN_PREFERENCE_OPTIONS = ['NoPreference', ...CABIN_OPTIONS] as const;

export type RouteType = (typeof ROUTE_TYPES)[number];
export type Cabin = (typeof CABINS)[number];
export type CabinPreference = (typeof CABIN_PREFERENCES)[number];
export type FareFamily = (typeof FARE_FAMILIES)[number];

const _routeTypesMatch: Same<(typeof ROUTE_TYPE_OPTIONS)[number], RouteType> = true;
const _cabinsMatch: Same<(typeof CABIN_OPTIONS)[number], Cabin> = true;
const _cabinPreferencesMatch: Same<(typeof CABIN_PREFERENCE_OPTIONS)[number], CabinPreference> = true;
