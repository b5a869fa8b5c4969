CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_key" text;--> statement-breakpoint
CREATE INDEX "payments_pending_charges" ON "payments" USING btree ("created_at") WHERE "payments"."kind" = 'charge' and "payments"."status" = 'pending';