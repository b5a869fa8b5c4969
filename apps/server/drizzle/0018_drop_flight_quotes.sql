DROP TABLE "flight_drafts" CASCADE;--> statement-breakpoint
DROP TABLE "flight_quotes" CASCADE;