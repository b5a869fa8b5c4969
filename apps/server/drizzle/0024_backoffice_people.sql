ALTER TABLE "users" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_agency_type_created" ON "users" USING btree ("agency_id","user_type","created_at","id");--> statement-breakpoint
CREATE INDEX "users_agency_created_by" ON "users" USING btree ("agency_id","created_by_id");--> statement-breakpoint
CREATE INDEX "bookings_agency_creator" ON "bookings" USING btree ("agency_id","created_by_id","user_id");