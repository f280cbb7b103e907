CREATE TABLE `daily_writes` (
	`kind` text PRIMARY KEY NOT NULL,
	`local_date` text NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `day_totals` (
	`local_date` text PRIMARY KEY NOT NULL,
	`total` real NOT NULL,
	`meals` integer NOT NULL,
	`below_band` integer DEFAULT 0 NOT NULL,
	`in_band` integer DEFAULT 0 NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `deleted_meals` (
	`meal_id` text PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL,
	`meal` text NOT NULL,
	`foods` text NOT NULL,
	`xp` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deleted_meals_deleted_idx` ON `deleted_meals` (`deleted_at`);--> statement-breakpoint
CREATE TABLE `food_items` (
	`id` text PRIMARY KEY NOT NULL,
	`meal_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`original_name` text,
	`protein_content` real NOT NULL,
	`grams` real,
	`portion_size` text,
	`confidence` real,
	`source` text DEFAULT 'manual' NOT NULL,
	`food_id` text,
	`kcal` real,
	`fat_g` real,
	`carbs_g` real
);
--> statement-breakpoint
CREATE INDEX `food_items_meal_idx` ON `food_items` (`meal_id`,`position`);--> statement-breakpoint
CREATE TABLE `meals` (
	`id` text PRIMARY KEY NOT NULL,
	`meal_type` text NOT NULL,
	`title` text,
	`total_protein` real NOT NULL,
	`image_url` text,
	`source` text NOT NULL,
	`client_id` text,
	`awaiting_analysis` integer DEFAULT false NOT NULL,
	`local_date` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`calories` real,
	`carbs_g` real,
	`fat_g` real
);
--> statement-breakpoint
CREATE INDEX `meals_created_idx` ON `meals` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `meals_day_idx` ON `meals` (`local_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `meals_client_idx` ON `meals` (`client_id`);--> statement-breakpoint
CREATE INDEX `meals_awaiting_idx` ON `meals` (`created_at`) WHERE "meals"."awaiting_analysis" = 1;--> statement-breakpoint
CREATE TABLE `move_pages` (
	`token` text NOT NULL,
	`page` integer NOT NULL,
	`table_name` text NOT NULL,
	`rows` text NOT NULL,
	`staged_at` integer NOT NULL,
	PRIMARY KEY(`token`, `page`)
);
--> statement-breakpoint
CREATE TABLE `progress` (
	`id` integer PRIMARY KEY NOT NULL,
	`xp_total` integer DEFAULT 0 NOT NULL,
	`streak_end_date` text,
	`streak_length` integer DEFAULT 0 NOT NULL,
	`longest_streak` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_badges` (
	`badge_id` text PRIMARY KEY NOT NULL,
	`earned_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `xp_events` (
	`reason` text NOT NULL,
	`reference` text NOT NULL,
	`xp` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	PRIMARY KEY(`reason`, `reference`)
) WITHOUT ROWID;
