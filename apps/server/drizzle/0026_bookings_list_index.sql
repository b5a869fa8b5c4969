DROP INDEX "bookings_agency_vertical_travel";--> statement-breakpoint
DROP INDEX "bookings_agency_report";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "list_date" date GENERATED ALWAYS AS (coalesce(travel_date, 'infinity'::date)) STORED;--> statement-breakpoint
CREATE INDEX "bookings_agency_vertical_list" ON "bookings" USING btree ("agency_id","vertical","list_date","created_at" DESC NULLS FIRST,"status","user_id","created_by_id","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_report" ON "bookings" USING btree ("agency_id","created_at","vertical","status","currency","total_amount","net_amount","markup_amount","fee_amount","created_by_id","user_id");