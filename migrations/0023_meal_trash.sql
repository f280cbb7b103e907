-- A deleted meal is kept for the undo window, so the toast's Undo can put it back exactly (its foods and XP too).
CREATE TABLE `deleted_meals` (
	`meal_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`deleted_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`meal` text NOT NULL,
	`foods` text NOT NULL,
	`xp` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deleted_meals_deleted_idx` ON `deleted_meals` (`deleted_at`);