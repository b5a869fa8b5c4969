CREATE TABLE "sandbox_activity_bookings" (
	"reference" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"places" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"record" jsonb NOT NULL,
	"idempotency_key" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_activity_slots" (
	"product_code" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_activity_slots_product_code_date_start_time_pk" PRIMARY KEY("product_code","date","start_time"),
	CONSTRAINT "sandbox_activity_slots_sold" CHECK ("sandbox_activity_slots"."sold" >= 0 and "sandbox_activity_slots"."sold" <= "sandbox_activity_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "activity_search_states" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_search_states" ADD CONSTRAINT "activity_search_states_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_search_states" ADD CONSTRAINT "activity_search_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_activity_bookings_idem" ON "sandbox_activity_bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_activity_bookings_slot" ON "sandbox_activity_bookings" USING btree ("product_code","date","start_time");--> statement-breakpoint
CREATE INDEX "activity_search_states_agency" ON "activity_search_states" USING btree ("agency_id","created_at");