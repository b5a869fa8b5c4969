DROP INDEX "bookings_agency_supplier_ref";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_agency_supplier_ref" ON "bookings" USING btree ("agency_id","supplier","supplier_reference");