CREATE TABLE "sandbox_flight_inventory" (
	"flight_key" text NOT NULL,
	"departure_date" date NOT NULL,
	"cabin" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_flight_inventory_flight_key_departure_date_cabin_pk" PRIMARY KEY("flight_key","departure_date","cabin"),
	CONSTRAINT "sandbox_flight_inventory_sold" CHECK ("sandbox_flight_inventory"."sold" >= 0 and "sandbox_flight_inventory"."sold" <= "sandbox_flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE INDEX "sandbox_flight_inventory_date" ON "sandbox_flight_inventory" USING btree ("departure_date");