ALTER TABLE `photos` ADD `reserved_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE `upload_usage` (
	`user_id` text NOT NULL,
	`local_date` text NOT NULL,
	`slots` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `local_date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
