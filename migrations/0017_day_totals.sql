CREATE TABLE `day_totals` (
	`user_id` text NOT NULL,
	`local_date` text NOT NULL,
	`total` real NOT NULL,
	`meals` integer NOT NULL,
	PRIMARY KEY(`user_id`, `local_date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `day_totals` (`user_id`, `local_date`, `total`, `meals`)
SELECT `user_id`, `local_date`, sum(`total_protein`), count(*) FROM `meals` WHERE `awaiting_analysis` = 0 GROUP BY `user_id`, `local_date`;
--> statement-breakpoint
DROP INDEX `meals_user_created_idx`;
--> statement-breakpoint
CREATE INDEX `meals_user_created_idx` ON `meals` (`user_id`,`created_at`,`id`);
--> statement-breakpoint
DROP INDEX `meals_user_awaiting_idx`;
--> statement-breakpoint
CREATE INDEX `meals_user_awaiting_idx` ON `meals` (`user_id`,`created_at`) WHERE "meals"."awaiting_analysis" = 1;
