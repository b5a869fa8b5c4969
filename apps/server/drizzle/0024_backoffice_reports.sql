-- The back-office search: trigram indexes (pg_trgm ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "net_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "markup_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(reference_number || ' ' || coalesce(supplier_reference, '') || ' ' || coalesce(details->>'hotelConfirmationNumber', '') || ' ' || coalesce(details->>'confirmationNumber', '') || ' ' || coalesce(details->>'bookingRef', '') || ' ' || coalesce(details->'stay'->'hotel'->>'name', '') || ' ' || coalesce(details->'stay'->'hotel'->>'address', '') || ' ' || coalesce(details->'car'->'pickup'->>'address', '') || ' ' || coalesce(details->'car'->'dropoff'->>'address', '') || ' ' || coalesce(details->'activity'->>'title', '') || ' ' || coalesce(details->'activity'->>'destinationName', '') || ' ' || coalesce(details->'flights'->0->>'origin', '') || ' ' || coalesce(details->'flights'->0->>'destination', ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_agency_creator" ON "bookings" USING btree ("agency_id","created_by_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_agency_updated" ON "bookings" USING btree ("agency_id","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_agency_report" ON "bookings" USING btree ("agency_id","created_at","vertical","status","currency","total_amount","net_amount","markup_amount","fee_amount","created_by_id");--> statement-breakpoint
CREATE INDEX "payments_agency_created" ON "payments" USING btree ("agency_id","created_at");--> statement-breakpoint
-- The breakdown's sums, kept with every write of a booking's price lines.
CREATE OR REPLACE FUNCTION bookings_breakdown_sums() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT
    coalesce(sum((line->>'amount')::bigint) FILTER (WHERE line->>'kind' IN ('base_fare', 'taxes')), 0),
    coalesce(sum((line->>'amount')::bigint) FILTER (WHERE line->>'kind' = 'markup'), 0),
    coalesce(sum((line->>'amount')::bigint) FILTER (WHERE line->>'kind' = 'agency_fee'), 0)
  INTO NEW.net_amount, NEW.markup_amount, NEW.fee_amount
  FROM jsonb_array_elements(NEW.breakdown) AS line;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_breakdown_sums BEFORE INSERT OR UPDATE OF breakdown ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_breakdown_sums();--> statement-breakpoint
UPDATE bookings SET breakdown = breakdown;
