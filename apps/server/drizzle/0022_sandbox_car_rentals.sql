CREATE TABLE "sandbox_car_fleet" (
	"vendor" text NOT NULL,
	"location_id" text NOT NULL,
	"acriss" text NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_car_fleet_vendor_location_id_acriss_pk" PRIMARY KEY("vendor","location_id","acriss")
);
--> statement-breakpoint
CREATE TABLE "sandbox_car_rentals" (
	"reference" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"location_id" text NOT NULL,
	"acriss" text NOT NULL,
	"pick_up_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"is_active" boolean NOT NULL,
	"record" jsonb NOT NULL,
	"idempotency_key" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_car_rentals_idem" ON "sandbox_car_rentals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_car_rentals_fleet" ON "sandbox_car_rentals" USING btree ("location_id","vendor","acriss","pick_up_at");