CREATE TABLE `foods` (
	`ndb` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`food_group` text NOT NULL,
	`protein_per_100g` real NOT NULL,
	`kcal_per_100g` real NOT NULL,
	`fat_per_100g` real,
	`carbs_per_100g` real,
	`fiber_per_100g` real,
	`everyday` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `food_portions` (
	`ndb` text NOT NULL,
	`seq` integer NOT NULL,
	`amount` real NOT NULL,
	`measure` text NOT NULL,
	`grams` real NOT NULL,
	PRIMARY KEY(`ndb`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `food_aliases` (
	`alias` text NOT NULL,
	`ndb` text NOT NULL,
	PRIMARY KEY(`alias`, `ndb`)
);
--> statement-breakpoint
CREATE TABLE `food_words` (
	`word` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `foods_fts` USING fts5(`name`, `aliases`, tokenize = 'unicode61');
