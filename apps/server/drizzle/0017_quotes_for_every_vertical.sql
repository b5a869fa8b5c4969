CREATE TABLE "checkout_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vertical" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid,
	"vertical" text NOT NULL,
	"offer_id" text NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"supplier_currency" text NOT NULL,
	"supplier_total" bigint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"markup_type" text NOT NULL,
	"markup_value" numeric(12, 2) NOT NULL,
	"markup_currency" text,
	"markup_rate" double precision,
	"refund_protect_percent" numeric(6, 2) NOT NULL,
	"details" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_drafts_agency_user" ON "checkout_drafts" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "checkout_drafts_quote" ON "checkout_drafts" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_agency_user" ON "quotes" USING btree ("agency_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_expires" ON "quotes" USING btree ("expires_at");--> statement-breakpoint
-- The flight quotes and drafts move into the tables of every vertical: a flight quote's fare family joins its details.
INSERT INTO "quotes" ("id", "agency_id", "user_id", "client_id", "vertical", "offer_id", "currency", "exchange_rate", "supplier_currency", "supplier_total", "breakdown", "markup_type", "markup_value", "markup_currency", "markup_rate", "refund_protect_percent", "details", "expires_at", "created_at")
SELECT "id", "agency_id", "user_id", "client_id", 'flight', "offer_id", "currency", "exchange_rate", "supplier_currency", "supplier_total", "breakdown", "markup_type", "markup_value", "markup_currency", "markup_rate", "refund_protect_percent", "details" || jsonb_build_object('fareFamily', "fare_family"), "expires_at", "created_at" FROM "flight_quotes";--> statement-breakpoint
INSERT INTO "checkout_drafts" ("id", "agency_id", "user_id", "vertical", "quote_id", "created_at")
SELECT "id", "agency_id", "user_id", 'flight', "quote_id", "created_at" FROM "flight_drafts";
