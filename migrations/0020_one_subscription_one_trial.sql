ALTER TABLE `billing_accounts` ADD `claim_id` text;--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `claim_setup_intent_id` text;--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `claimed_at` integer;--> statement-breakpoint
CREATE TABLE `trial_fingerprints` (
	`hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
