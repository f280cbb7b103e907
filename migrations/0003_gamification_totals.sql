ALTER TABLE `users` ADD `xp_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `streak_end_date` text;--> statement-breakpoint
ALTER TABLE `users` ADD `streak_length` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `longest_streak` integer DEFAULT 0 NOT NULL;