ALTER TABLE "markups" ADD COLUMN "agency_fee_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "markups" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;