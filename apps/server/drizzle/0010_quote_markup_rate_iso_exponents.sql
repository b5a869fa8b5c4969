ALTER TABLE "flight_quotes" ADD COLUMN "markup_currency" text;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD COLUMN "markup_rate" double precision;--> statement-breakpoint
ALTER TABLE "exchange_rates" DROP COLUMN "decimals";