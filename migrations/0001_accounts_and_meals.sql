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
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `food_items_meal_idx` ON `food_items` (`meal_id`,`position`);--> statement-breakpoint
CREATE TABLE `meals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`meal_type` text NOT NULL,
	`title` text,
	`total_protein` real NOT NULL,
	`image_url` text,
	`source` text NOT NULL,
	`client_id` text,
	`local_date` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meals_user_created_idx` ON `meals` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `meals_user_day_idx` ON `meals` (`user_id`,`local_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `meals_user_client_idx` ON `meals` (`user_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	PRIMARY KEY(`provider`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_start` integer NOT NULL,
	`strikes` integer DEFAULT 0 NOT NULL,
	`blocked_until` integer
);
--> statement-breakpoint
ALTER TABLE `users` ADD `age` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `gender` text;--> statement-breakpoint
ALTER TABLE `users` ADD `activity_level` text;--> statement-breakpoint
ALTER TABLE `users` ADD `body_weight` real;--> statement-breakpoint
ALTER TABLE `users` ADD `weight_unit` text DEFAULT 'lbs' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_goal` integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `weekly_goal` integer DEFAULT 700 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `monthly_goal` integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `onboarding_completed_at` integer;