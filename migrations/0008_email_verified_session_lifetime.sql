CREATE TABLE `oauth_link_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_link_requests_user_idx` ON `oauth_link_requests` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `users` SET `email_verified` = true WHERE `password_hash` IS NULL AND `email` IS NOT NULL AND EXISTS (SELECT 1 FROM `oauth_accounts` WHERE `oauth_accounts`.`user_id` = `users`.`id`);
