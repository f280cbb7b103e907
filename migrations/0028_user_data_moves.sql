ALTER TABLE `users` ADD `moved_groups` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `users_moved_groups_idx` ON `users` (`moved_groups`);