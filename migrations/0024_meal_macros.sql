ALTER TABLE `meals` ADD `calories` real;--> statement-breakpoint
ALTER TABLE `meals` ADD `carbs_g` real;--> statement-breakpoint
ALTER TABLE `meals` ADD `fat_g` real;