CREATE TABLE `custom_foods` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`brand` text,
	`protein_per_100g` real NOT NULL,
	`kcal_per_100g` real,
	`serving_grams` real,
	`serving_label` text,
	`barcode` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_foods_name_idx` ON `custom_foods` (`name_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `custom_foods_barcode_idx` ON `custom_foods` (`barcode`) WHERE "custom_foods"."barcode" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `saved_meals` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`foods` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `saved_meals_created_idx` ON `saved_meals` (`created_at`,`id`);