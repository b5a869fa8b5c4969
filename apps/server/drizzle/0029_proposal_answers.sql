ALTER TABLE "proposals" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "chosen_option" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "disapproval_reason" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_agency_agent_created" ON "proposals" USING btree ("agency_id","agent_id","created_at");