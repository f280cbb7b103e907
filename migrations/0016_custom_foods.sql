CREATE TABLE `custom_foods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`brand` text,
	`protein_per_100g` real NOT NULL,
	`kcal_per_100g` real,
	`serving_grams` real,
	`serving_label` text,
	`barcode` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_foods_user_name_idx` ON `custom_foods` (`user_id`,`name_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `custom_foods_user_barcode_idx` ON `custom_foods` (`user_id`,`barcode`) WHERE "custom_foods"."barcode" IS NOT NULL;
