-- The back-office search: trigram indexes (pg_trgm ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "booking_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"limit_amount" bigint NOT NULL,
	"limit_currency" text NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "approval_limit" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "approval_limit_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "net_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "markup_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(reference_number || ' ' || coalesce(supplier_reference, '') || ' ' || coalesce(details->>'hotelConfirmationNumber', '') || ' ' || coalesce(details->>'confirmationNumber', '') || ' ' || coalesce(details->>'bookingRef', '') || ' ' || coalesce(details->'stay'->'hotel'->>'name', '') || ' ' || coalesce(details->'stay'->'hotel'->>'address', '') || ' ' || coalesce(details->'car'->'pickup'->>'address', '') || ' ' || coalesce(details->'car'->'dropoff'->>'address', '') || ' ' || coalesce(details->'activity'->>'title', '') || ' ' || coalesce(details->'activity'->>'destinationName', '') || ' ' || coalesce(details->'flights'->0->>'origin', '') || ' ' || coalesce(details->'flights'->0->>'destination', ''))) STORED;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_approvals_booking" ON "booking_approvals" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_approvals_queue" ON "booking_approvals" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_agency_creator_created" ON "bookings" USING btree ("agency_id","created_by_id","created_at");--> statement-breakpoint
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
