-- Fixed markups and agency fees were kept in major units with no currency; until now every
-- such amount was applied in US dollars, so that is the currency they become (cents).
UPDATE "markups" SET "agency_fee_amount" = round("agency_fee" * 100), "currency" = 'USD';--> statement-breakpoint
UPDATE "markups" SET "markup_value" = round("markup_value" * 100) WHERE "markup_type" = 'fixed';
