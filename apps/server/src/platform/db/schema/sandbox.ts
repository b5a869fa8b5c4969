import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The simulated airline's reservation system (the sandbox supplier's own storage). */
export const sandboxFlightOrders = pgTable('sandbox_flight_orders', {
  pnr: text('pnr').primaryKey(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  idempotencyKey: text('idempotency_key'),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox airline's seats sold per flight, date and cabin, shared by every node: a booking
 * takes seats under the row's lock (a conditional upsert), a cancel, void or lapse gives them back.
 */
export const sandboxFlightInventory = pgTable(
  'sandbox_flight_inventory',
  {
    /** Marketing carrier and flight number, 'TP203'. */
    flightKey: text('flight_key').notNull(),
    /** Local departure date at the origin. */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    cabin: text('cabin').notNull(),
    /** The seats the airline sells in that cabin (its allotment, recorded at the first sale). */
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightKey, t.departureDate, t.cabin] }),
    index('sandbox_flight_inventory_date').on(t.departureDate),
    check('sandbox_flight_inventory_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** The simulated payment gateway's vault: card tokens with brand and last four digits only. */
export const sandboxGatewayCards = pgTable('sandbox_gateway_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** What the test card does: succeed, decline, insufficient_funds, challenge. */
  scenario: text('scenario').notNull(),
  /** A challenge was passed for this card (3-D Secure). */
  isAuthenticated: boolean('is_authenticated').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated gateway's charges and refunds. */
export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['succeeded', 'failed', 'requires_action', 'refunded', 'partially_refunded'],
    }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_gateway_charges_idem').on(t.idempotencyKey)],
);

/**
 * The sandbox hotel vendors' rooms sold per hotel, room type and night, shared by every vendor
 * and node: capacity is the night's allotment (recorded on first sale), sold never exceeds it.
 */
export const sandboxHotelInventory = pgTable(
  'sandbox_hotel_inventory',
  {
    hotelId: text('hotel_id').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.roomTypeCode, t.night] }),
    check('sandbox_hotel_inventory_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** The sandbox hotel vendors' bookings (their own storage, as a real vendor keeps them). */
export const sandboxHotelOrders = pgTable(
  'sandbox_hotel_orders',
  {
    reference: text('reference').primaryKey(),
    vendor: text('vendor').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    rateKey: text('rate_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_hotel_orders_idem').on(t.vendor, t.idempotencyKey)],
);

/**
 * The sandbox rental companies' fleets: how many cars of a category a company keeps at a
 * location (recorded at the first reservation). A reservation locks its fleet's row, so
 * concurrent reservations of the last car queue and only the first finds it free.
 */
export const sandboxCarFleet = pgTable(
  'sandbox_car_fleet',
  {
    vendor: text('vendor').notNull(),
    locationId: text('location_id').notNull(),
    acriss: text('acriss').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.locationId, t.acriss] })],
);

/**
 * The sandbox rental companies' reservations (their own storage): each holds a car of its
 * fleet from pick-up to return while active; overlapping active rentals never exceed the fleet.
 */
export const sandboxCarRentals = pgTable(
  'sandbox_car_rentals',
  {
    reference: text('reference').primaryKey(),
    vendor: text('vendor').notNull(),
    locationId: text('location_id').notNull(),
    acriss: text('acriss').notNull(),
    pickUpAt: timestamp('pick_up_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    /** Holds its car (false once cancelled). */
    isActive: boolean('is_active').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_car_rentals_idem').on(t.idempotencyKey),
    index('sandbox_car_rentals_fleet').on(t.locationId, t.vendor, t.acriss, t.pickUpAt),
  ],
);

/**
 * The sandbox activity suppliers' slots: places sold through us per product, local date and
 * start time, shared by every booking (a booking raises `sold` under the row's lock only while
 * it fits in `capacity`; a cancel or a rejection gives the places back).
 */
export const sandboxActivitySlots = pgTable(
  'sandbox_activity_slots',
  {
    productCode: text('product_code').notNull(),
    /** The product's local date and start time. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    /** The places the supplier sells through us in the slot (recorded at the first sale). */
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productCode, t.date, t.startTime] }),
    check('sandbox_activity_slots_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** The sandbox activity suppliers' bookings (their own storage); an active one holds its places. */
export const sandboxActivityBookings = pgTable(
  'sandbox_activity_bookings',
  {
    reference: text('reference').primaryKey(),
    productCode: text('product_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    places: integer('places').notNull(),
    /** Holds its places (false once cancelled or rejected). */
    isActive: boolean('is_active').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_activity_bookings_idem').on(t.idempotencyKey),
    index('sandbox_activity_bookings_slot').on(t.productCode, t.date, t.startTime),
  ],
);
