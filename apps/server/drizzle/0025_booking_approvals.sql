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
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_approvals" ADD CONSTRAINT "booking_approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_approvals_booking" ON "booking_approvals" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_approvals_queue" ON "booking_approvals" USING btree ("agency_id","status","created_at");