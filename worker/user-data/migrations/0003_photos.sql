CREATE TABLE `photo_parts` (
	`photo_id` text NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size` integer NOT NULL,
	PRIMARY KEY(`photo_id`, `part_number`)
);
--> statement-breakpoint
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`content_type` text,
	`size` integer,
	`uploaded_at` integer,
	`upload_expires_at` integer NOT NULL,
	`upload_token_hash` text,
	`multipart_upload_id` text,
	`reserved_bytes` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `photos_created_idx` ON `photos` (`created_at`);--> statement-breakpoint
CREATE TABLE `upload_usage` (
	`local_date` text PRIMARY KEY NOT NULL,
	`slots` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL
);
