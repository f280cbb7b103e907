ALTER TABLE `users` ADD `email_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `users` SET `email_verified` = true WHERE `password_hash` IS NULL AND `email` IS NOT NULL AND EXISTS (SELECT 1 FROM `oauth_accounts` WHERE `oauth_accounts`.`user_id` = `users`.`id`);
