CREATE TABLE "hotel_search_results" (
	"search_id" uuid NOT NULL,
	"hotel_id" text NOT NULL,
	"vendor" text NOT NULL,
	"price" bigint NOT NULL,
	"name" text NOT NULL,
	"stars" integer NOT NULL,
	"guest_score" double precision NOT NULL,
	"distance_km" double precision NOT NULL,
	"boards" text[] NOT NULL,
	"facilities" text[] NOT NULL,
	"free_cancellation" boolean NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "hotel_search_results_search_id_hotel_id_pk" PRIMARY KEY("search_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"currency" text NOT NULL,
	"vendors" text[] NOT NULL,
	"outcomes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_search_results" ADD CONSTRAINT "hotel_search_results_search_id_hotel_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."hotel_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_searches" ADD CONSTRAINT "hotel_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_searches" ADD CONSTRAINT "hotel_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_search_results_price" ON "hotel_search_results" USING btree ("search_id","price");--> statement-breakpoint
CREATE INDEX "hotel_searches_agency_user" ON "hotel_searches" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "hotel_searches_deadline" ON "hotel_searches" USING btree ("completed_at","deadline_at");--> statement-breakpoint
CREATE INDEX "hotel_searches_expires" ON "hotel_searches" USING btree ("expires_at");