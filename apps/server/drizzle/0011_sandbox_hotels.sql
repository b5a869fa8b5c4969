CREATE TABLE "sandbox_hotel_inventory" (
	"hotel_id" text NOT NULL,
	"room_type_code" text NOT NULL,
	"night" date NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_hotel_inventory_hotel_id_room_type_code_night_pk" PRIMARY KEY("hotel_id","room_type_code","night"),
	CONSTRAINT "sandbox_hotel_inventory_sold" CHECK ("sandbox_hotel_inventory"."sold" >= 0 and "sandbox_hotel_inventory"."sold" <= "sandbox_hotel_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "sandbox_hotel_orders" (
	"reference" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"record" jsonb NOT NULL,
	"rate_key" text NOT NULL,
	"idempotency_key" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_hotel_orders_idem" ON "sandbox_hotel_orders" USING btree ("vendor","idempotency_key");