import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { HotelFilters, HotelSort } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import {
  hotelSearches,
  hotelSearchResults,
  type HotelSearchResultRow,
  type HotelSearchRow,
  type HotelVendorOutcome,
} from '../../platform/db/schema';

type NewSearch = typeof hotelSearches.$inferInsert;
export type NewHotelResult = typeof hotelSearchResults.$inferInsert;

/** Rows per insert: a big city's hotels go in a few statements, polls answered between them. */
const CHUNK = 100;

/** The order of each sort; every one ends on the hotel id so pages never overlap. */
function orderOf(sort: HotelSort): SQL[] {
  const r = hotelSearchResults;
  switch (sort) {
    case 'best':
      // Value: guest score and stars per (log) unit of price, best first.
      return [desc(sql`(${r.guestScore} + ${r.stars}) / ln(${r.price} + 3)`), asc(r.price), asc(r.hotelId)];
    case 'rating desc, price desc':
      return [desc(r.guestScore), desc(r.price), asc(r.hotelId)];
    case 'price':
      return [asc(r.price), asc(r.hotelId)];
    case 'price desc':
      return [desc(r.price), asc(r.hotelId)];
    case 'rating':
      return [desc(r.guestScore), asc(r.price), asc(r.hotelId)];
    case 'distance':
      return [asc(r.distanceKm), asc(r.price), asc(r.hotelId)];
  }
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The conditions of a filter body (every one optional), always within one search. */
export function whereOf(searchId: string, filters: HotelFilters): SQL {
  const r = hotelSearchResults;
  const conditions: (SQL | undefined)[] = [eq(r.searchId, searchId)];
  if (filters.priceMin !== undefined) conditions.push(gte(r.price, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(r.price, filters.priceMax));
  if (filters.stars?.length) conditions.push(inArray(r.stars, filters.stars));
  if (filters.minGuestScore !== undefined) conditions.push(gte(r.guestScore, filters.minGuestScore));
  if (filters.facilities?.length) conditions.push(sql`${r.facilities} @> ${textArray(filters.facilities)}`);
  if (filters.maxDistanceKm !== undefined) conditions.push(lte(r.distanceKm, filters.maxDistanceKm));
  if (filters.boards?.length) conditions.push(sql`${r.boards} && ${textArray(filters.boards)}`);
  if (filters.freeCancellation) conditions.push(eq(r.freeCancellation, true));
  if (filters.vendors?.length) conditions.push(inArray(r.vendor, filters.vendors));
  if (filters.name) conditions.push(ilike(r.name, `%${filters.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...conditions) ?? sql`true`;
}

export const hotelSearchRepo = {
  async insert(db: Db, row: NewSearch): Promise<HotelSearchRow> {
    const [inserted] = await db.insert(hotelSearches).values(row).returning();
    if (!inserted) throw new Error('hotel search not inserted');
    return inserted;
  },

  /** The user's own search in the agency, or null (another agency's or user's is not found). */
  async find(db: Db, agencyId: string, userId: string, id: string): Promise<HotelSearchRow | null> {
    const [row] = await db
      .select()
      .from(hotelSearches)
      .where(and(eq(hotelSearches.id, id), eq(hotelSearches.agencyId, agencyId), eq(hotelSearches.userId, userId)));
    return row ?? null;
  },

  async isOpen(db: Db, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: hotelSearches.id })
      .from(hotelSearches)
      .where(and(eq(hotelSearches.id, id), isNull(hotelSearches.completedAt)));
    return row !== undefined;
  },

  /**
   * Merges one vendor's hotels into the search: a hotel already offered keeps the cheaper
   * offer (ties keep the first), with its vendor.
   */
  async merge(db: Db, rows: NewHotelResult[]): Promise<void> {
    const r = hotelSearchResults;
    for (let start = 0; start < rows.length; start += CHUNK) {
      await db
        .insert(r)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [r.searchId, r.hotelId],
          set: {
            vendor: sql`excluded.vendor`,
            price: sql`excluded.price`,
            boards: sql`excluded.boards`,
            facilities: sql`excluded.facilities`,
            freeCancellation: sql`excluded.free_cancellation`,
            result: sql`excluded.result`,
          },
          setWhere: sql`excluded.price < ${r.price}`,
        });
    }
  },

  /**
   * Records how a vendor's part ended; the search is complete once every vendor has an outcome.
   * One statement: two nodes recording two vendors at once cannot lose either.
   */
  async recordOutcome(db: Db, id: string, vendor: string, outcome: HotelVendorOutcome, now: Date): Promise<void> {
    const patch = JSON.stringify({ [vendor]: outcome });
    await db.execute(sql`
      update hotel_searches
         set outcomes = outcomes || ${patch}::jsonb,
             completed_at = case
               when completed_at is null
                and (select count(*) from jsonb_object_keys(outcomes || ${patch}::jsonb)) >= cardinality(vendors)
               then ${now.toISOString()}::timestamptz
               else completed_at end
       where id = ${id} and completed_at is null`);
  },

  /** Completes a search whose deadline has passed, with what it has: how many it completed. */
  async completeOverdue(db: Db, now: Date, id?: string): Promise<number> {
    const rows = await db
      .update(hotelSearches)
      .set({ completedAt: sql`${hotelSearches.deadlineAt}` })
      .where(
        and(
          isNull(hotelSearches.completedAt),
          lte(hotelSearches.deadlineAt, now),
          id === undefined ? undefined : eq(hotelSearches.id, id),
        ),
      )
      .returning({ id: hotelSearches.id });
    return rows.length;
  },

  /** Searches (their results with them) expired before `before`. */
  async purgeExpired(db: Db, before: Date): Promise<number> {
    const rows = await db
      .delete(hotelSearches)
      .where(lt(hotelSearches.expiresAt, before))
      .returning({ id: hotelSearches.id });
    return rows.length;
  },

  async page(
    db: Db,
    searchId: string,
    filters: HotelFilters,
    sort: HotelSort,
    from: number,
    size: number,
  ): Promise<HotelSearchResultRow[]> {
    return db
      .select()
      .from(hotelSearchResults)
      .where(whereOf(searchId, filters))
      .orderBy(...orderOf(sort))
      .offset(from)
      .limit(size);
  },

  /** Count, farthest, price range and facilities among the matching hotels. */
  async summary(db: Db, searchId: string, filters: HotelFilters) {
    const r = hotelSearchResults;
    const where = whereOf(searchId, filters);
    const [totals] = await db
      .select({
        count: sql<number>`count(*)::int`,
        maxDistance: sql<number | null>`max(${r.distanceKm})`,
        minPrice: sql<string | null>`min(${r.price})`,
        maxPrice: sql<string | null>`max(${r.price})`,
      })
      .from(r)
      .where(where);
    const facilities = await db
      .select({ code: sql<string>`f.code`, count: sql<number>`count(*)::int` })
      .from(sql`${r}, unnest(${r.facilities}) as f(code)`)
      .where(where)
      .groupBy(sql`f.code`)
      .orderBy(desc(sql`count(*)`), asc(sql`f.code`));
    return {
      count: Number(totals?.count ?? 0),
      maxDistance: Number(totals?.maxDistance ?? 0),
      priceRange:
        totals?.minPrice === null || totals?.minPrice === undefined || totals.maxPrice === null
          ? null
          : { min: Number(totals.minPrice), max: Number(totals.maxPrice) },
      facilities: facilities.map((f) => ({ code: f.code, count: Number(f.count) })),
    };
  },

  async result(db: Db, searchId: string, hotelId: string): Promise<HotelSearchResultRow | null> {
    const [row] = await db
      .select()
      .from(hotelSearchResults)
      .where(and(eq(hotelSearchResults.searchId, searchId), eq(hotelSearchResults.hotelId, hotelId)));
    return row ?? null;
  },
};
