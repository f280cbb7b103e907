CREATE TABLE `favorites` (
	`recipe_id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `live_groups` (
	`name` text PRIMARY KEY NOT NULL
);
