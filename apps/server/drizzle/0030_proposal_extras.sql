CREATE TABLE "proposal_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"summary" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_extras" ADD CONSTRAINT "proposal_extras_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_extras" ADD CONSTRAINT "proposal_extras_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_extras" ADD CONSTRAINT "proposal_extras_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_extras_proposal_kind" ON "proposal_extras" USING btree ("proposal_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_extras_booking" ON "proposal_extras" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "proposal_extras_agency" ON "proposal_extras" USING btree ("agency_id");