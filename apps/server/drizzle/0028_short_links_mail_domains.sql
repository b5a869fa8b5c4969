CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by_id" uuid,
	"code" text NOT NULL,
	"path" text NOT NULL,
	"type" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_domains" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key_encrypted" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_check" jsonb,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"enabled" boolean DEFAULT false NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_local_part" text DEFAULT 'bookings' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_domains" ADD CONSTRAINT "mail_domains_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "short_links_agency_created" ON "short_links" USING btree ("agency_id","created_at");