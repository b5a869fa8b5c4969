CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"agency_name" text NOT NULL,
	"subdomain" text,
	"custom_domain" text,
	"is_owner" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"logo" text,
	"favicon" text,
	"primary_color" text DEFAULT '#1c7ed6' NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"heading_color" text DEFAULT '#ffffff' NOT NULL,
	"sub_heading" text DEFAULT '' NOT NULL,
	"sub_heading_color" text DEFAULT '#ffffff' NOT NULL,
	"background_image" text,
	"background_video" text,
	"mobile_background_image" text,
	"background_overlay" integer DEFAULT 30 NOT NULL,
	"auth_layout" text DEFAULT 'default' NOT NULL,
	"booking_menu_items" jsonb NOT NULL,
	"is_google_enabled" boolean DEFAULT false NOT NULL,
	"is_facebook_enabled" boolean DEFAULT false NOT NULL,
	"is_sso_enabled" boolean DEFAULT false NOT NULL,
	"is_direct_login_allowed_for_sso_users" boolean DEFAULT true NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"privacy_policy" text,
	"cookies_policy" text,
	"disclaimer" text,
	"facebook" text,
	"twitter" text,
	"linkedin" text,
	"instagram" text,
	"youtube" text,
	"tiktok" text,
	"contact_phone_number" text,
	"contact_email_id" text,
	"selling_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_code_unique" UNIQUE("code"),
	CONSTRAINT "agencies_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "agencies_custom_domain_unique" UNIQUE("custom_domain"),
	CONSTRAINT "agencies_overlay_range" CHECK ("agencies"."background_overlay" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"decimals" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"user_type" text DEFAULT 'Client' NOT NULL,
	"is_restricted_agent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"is_reward_wallet_enabled" boolean DEFAULT false NOT NULL,
	"phone" text,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_single_owner" ON "agencies" USING btree ("is_owner") WHERE "agencies"."is_owner";--> statement-breakpoint
CREATE UNIQUE INDEX "users_agency_email" ON "users" USING btree ("agency_id","email");--> statement-breakpoint
CREATE INDEX "users_agency" ON "users" USING btree ("agency_id");